import type { BlockDataContext } from '../define-block.ts'
import { plainText } from '../../content-rules/plain-text.ts'
import { DEFAULT_LOCALE } from '../../content-rules/locales.ts'
import type { TestimonialsAttrs, TestimonialsData } from './schema.ts'

/** The newest testimonials in the page language (English where it has none), quotes as plain text. */
export async function loadTestimonials(attrs: TestimonialsAttrs, { cms, locale }: Pick<BlockDataContext, 'cms' | 'locale'>): Promise<TestimonialsData> {
  const query = { product: attrs.product, perPage: attrs.count }
  let result = await cms.getTestimonials({ ...query, lang: locale })
  if (result.testimonials.length === 0 && locale !== DEFAULT_LOCALE) result = await cms.getTestimonials({ ...query, lang: DEFAULT_LOCALE })
  return {
    total: result.total,
    items: result.testimonials.map((t) => ({
      id: t.id,
      name: plainText(t.title.rendered),
      quote: plainText(t.content.rendered),
      company: t.meta.company,
      role: t.meta.role,
      rating: t.meta.rating,
    })),
  }
}
