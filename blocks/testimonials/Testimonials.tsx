import type { BlockProps } from '../define-block.ts'
import { useT } from '../../renderer/useT.ts'
import type { TestimonialsAttrs, TestimonialsData } from './schema.ts'
import { CardGrid } from '../parts/CardGrid.tsx'

const MAX_RATING = 5

/** Customer reviews from the content source: quote, who said it, their star rating, and how many reviews there are. */
export function Testimonials({ attrs, data }: BlockProps<TestimonialsAttrs, TestimonialsData>) {
  const t = useT()
  const items = data?.items ?? []
  return (
    <section className="testimonials">
      {attrs.heading && <h2 className="testimonials__heading">{attrs.heading}</h2>}
      {items.length === 0 ? (
        <p className="testimonials__empty">{t('testimonials.empty')}</p>
      ) : (
        <>
          <p className="testimonials__total">{t('testimonials.total', { total: data?.total ?? items.length })}</p>
          <CardGrid className="testimonials__items" cardClassName="testimonials__item" items={items} itemKey={(item) => item.id}>
            {(item) => {
              const rating = Math.min(MAX_RATING, Math.max(0, Math.round(item.rating)))
              const byline = [item.role, item.company].filter(Boolean).join(', ')
              return (
                <figure className="testimonials__figure">
                  {/* One accessible name for the whole row of stars instead of five symbols read out. */}
                  <div className="testimonials__rating" role="img" aria-label={t('testimonials.rating', { rating })}>
                    <span className="testimonials__stars">{'★'.repeat(rating)}</span>
                    <span className="testimonials__stars testimonials__stars--off">{'★'.repeat(MAX_RATING - rating)}</span>
                  </div>
                  <blockquote className="testimonials__quote">
                    <p>{item.quote}</p>
                  </blockquote>
                  <figcaption className="testimonials__author">
                    <span className="testimonials__name">{item.name}</span>
                    {byline && <span className="testimonials__byline">{byline}</span>}
                  </figcaption>
                </figure>
              )
            }}
          </CardGrid>
        </>
      )}
    </section>
  )
}
