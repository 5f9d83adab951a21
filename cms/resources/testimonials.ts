import type { Transport } from '../transport.ts'
import { wpTestimonialListSchema } from '../../content-schemas/testimonial.ts'
import type { Locale } from '../../content-rules/locales.ts'

/** Customers' testimonials (`wp/v2/testimonial`). */
export function testimonialEndpoints({ request }: Transport) {
  return {
    /** SPEC §3: testimonials (newest first) plus how many there are in all (X-WP-Total). */
    async getTestimonials(query: { lang: Locale; product?: string; perPage: number }) {
      const { data, total } = await request(
        '/wp/v2/testimonial',
        { lang: query.lang, product: query.product, per_page: query.perPage },
        wpTestimonialListSchema,
      )
      return { testimonials: data, total: total ?? data.length }
    },
  }
}
