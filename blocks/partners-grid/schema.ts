import { z } from 'zod'
import { safeUrlSchema } from '../../content-schemas/safe-url.ts'
import { imageSchema } from '../../content-schemas/image.ts'

export const partnersGridAttrs = z.object({
  heading: z.string().optional(),
  intro: z.string().optional(),
  partners: z
    .array(
      z.object({
        name: z.string().min(1),
        /** 'Hosting', 'Payments', 'Agency'… partners are grouped by it, in order of appearance. */
        category: z.string().min(1),
        logo: imageSchema.optional(),
        text: z.string().min(1),
        href: safeUrlSchema.optional(),
        /** An offer for our customers, e.g. '3 months free on managed WooCommerce hosting'. */
        offer: z.string().optional(),
      }),
    )
    .min(1)
    .max(60),
})

export type PartnersGridAttrs = z.output<typeof partnersGridAttrs>
