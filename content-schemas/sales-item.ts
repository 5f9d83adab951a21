import { z } from 'zod'
import { safeUrlSchema } from './safe-url.ts'

/** A product slug, as the store names its products and the sales report its lines. */
export const productSlugSchema = z.string().regex(/^[a-z0-9][a-z0-9-]{0,63}$/, 'a product slug (a-z, 0-9, -)')

/** SPEC §3 sales report item: who bought what, where, how long ago (relative text). */
export const salesItemSchema = z.object({
  customer_name: z.string().min(1),
  city: z.string(),
  country: z.string(),
  /** Relative text, e.g. '5 minutes ago'. */
  order_time: z.string().min(1),
  /** The line shown (SPEC §3: the first): its product's slug and picture (none when the product has none), the line's name. */
  order_items: z.array(z.object({ slug: productSlugSchema, name: z.string().min(1), thumbnail: safeUrlSchema.nullable() })).min(1),
})

export type SalesItem = z.output<typeof salesItemSchema>
