import { describe, expect, it } from 'vitest'
import allProducts from './fixtures/all-products.html?raw'
import wpUserFrontend from './fixtures/wp-user-frontend.html?raw'
import data from './fixtures/data.json'
import testimonials from './index.ts'
import type { TestimonialsData } from './schema.ts'
import { fixtureAttrs } from '../markup/fixture-attrs.ts'
import { renderBlock } from '../../tests/support/render-block.tsx'

const reviews: TestimonialsData = data

describe('site/testimonials', () => {
  it('renders each review as a quote with its author, role and company', () => {
    const html = renderBlock(testimonials, fixtureAttrs(testimonials, allProducts), 'en', undefined, reviews)
    expect(html).toContain('<h2 class="testimonials__heading">What our customers say</h2>')
    expect(html.match(/<li class="testimonials__item">/g)).toHaveLength(6)
    expect(html).toContain('<blockquote class="testimonials__quote"><p>We moved our craft marketplace from a hosted platform to Dokan in three weeks.')
    expect(html).toContain(
      '<figcaption class="testimonials__author"><span class="testimonials__name">Maria Gonzalez</span><span class="testimonials__byline">Founder, Hecho a Mano Market</span></figcaption>',
    )
    // No company: the role alone, without a dangling comma.
    expect(html).toContain('<span class="testimonials__byline">Freelance developer</span>')
  })

  it('gives the star rating one accessible name and shows the empty stars apart', () => {
    const html = renderBlock(testimonials, fixtureAttrs(testimonials, allProducts), 'en', undefined, reviews)
    expect(html).toContain(
      '<div class="testimonials__rating" role="img" aria-label="Rated 4 out of 5"><span class="testimonials__stars">★★★★</span><span class="testimonials__stars testimonials__stars--off">★</span></div>',
    )
    expect(html.match(/aria-label="Rated 5 out of 5"/g)).toHaveLength(4)
  })

  it('shows the total with plural rules and number format of the page language', () => {
    const attrs = fixtureAttrs(testimonials, allProducts)
    expect(renderBlock(testimonials, attrs, 'en', undefined, reviews)).toContain('<p class="testimonials__total">1,248 customer reviews</p>')
    expect(renderBlock(testimonials, attrs, 'es', undefined, reviews)).toContain('<p class="testimonials__total">1248 opiniones de clientes</p>')
    expect(renderBlock(testimonials, attrs, 'fr', undefined, reviews)).toMatch(/<p class="testimonials__total">1\s248 avis clients<\/p>/)
    const one = { total: 1, items: reviews.items.slice(0, 1) }
    expect(renderBlock(testimonials, attrs, 'en', undefined, one)).toContain('>1 customer review</p>')
    expect(renderBlock(testimonials, attrs, 'es', undefined, one)).toContain('aria-label="Valoración: 5 de 5"')
  })

  it('says so when there are no reviews, without a total', () => {
    const attrs = fixtureAttrs(testimonials, wpUserFrontend)
    const html = renderBlock(testimonials, attrs, 'fr', undefined, { items: [], total: 0 })
    expect(html).toContain(
      '<h2 class="testimonials__heading">Membership sites built with WP User Frontend</h2><p class="testimonials__empty">Pas encore d’avis.</p>',
    )
    expect(html).not.toContain('testimonials__total')
    expect(renderBlock(testimonials, attrs)).toContain('No reviews yet.')
  })

  it('defaults the count and rejects a bad product slug or count', () => {
    const parsed = testimonials.attrs.safeParse({})
    expect(parsed.success && parsed.data.count).toBe(6)
    expect(fixtureAttrs(testimonials, wpUserFrontend).product).toBe('wp-user-frontend-pro')
    expect(testimonials.attrs.safeParse({ product: 'WP User Frontend' }).success).toBe(false)
    expect(testimonials.attrs.safeParse({ count: 0 }).success).toBe(false)
    expect(testimonials.attrs.safeParse({ count: 25 }).success).toBe(false)
  })
})
