import { z } from 'zod'
import { renderedSchema } from './rendered.ts'
import { localeSchema } from './locale.ts'

/**
 * A testimonial from `wp/v2/testimonial` (SPEC §3: a list of posts plus a total count, from the
 * X-WP-Total header): the customer's name is the title, the quote the content, the rest post meta.
 */
export const wpTestimonialSchema = z.object({
  id: z.number().int().positive(),
  title: renderedSchema,
  content: renderedSchema,
  lang: localeSchema,
  meta: z.object({
    company: z.string(),
    role: z.string(),
    /** The product reviewed (a product slug, as in paths), or '' for the company as a whole. */
    product: z.string(),
    rating: z.number().int().min(1).max(5),
  }),
})

export const wpTestimonialListSchema = z.array(wpTestimonialSchema)
export type WpTestimonial = z.output<typeof wpTestimonialSchema>
