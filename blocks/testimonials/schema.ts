import { z } from 'zod'
import { productSlugSchema } from '../../content-schemas/sales-item.ts'

/** Testimonials from the testimonial API (SPEC §3, §7), newest first. */
export const testimonialsAttrs = z.object({
  heading: z.string().optional(),
  /** Only this product's testimonials; all of them when absent. */
  product: productSlugSchema.optional(),
  count: z.number().int().min(1).max(24).default(6),
})

export type TestimonialsAttrs = z.output<typeof testimonialsAttrs>

/** What the block shows, trimmed on the server: plain-text quotes, and how many there are in all. */
export interface TestimonialsData {
  items: { id: number; name: string; quote: string; company: string; role: string; rating: number }[]
  total: number
}
