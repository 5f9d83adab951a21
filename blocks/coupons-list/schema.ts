import { z } from 'zod'
import { linkSchema } from '../../content-schemas/safe-url.ts'

export const couponsListAttrs = z.object({
  heading: z.string().optional(),
  intro: z.string().optional(),
  coupons: z
    .array(
      z.object({
        product: z.string().min(1),
        /** As displayed: '50% off', '$30 off'. */
        discount: z.string().min(1).max(24),
        description: z.string().optional(),
        code: z.string().regex(/^[A-Za-z0-9_-]{1,40}$/, 'a coupon code (letters, digits, _ or -)'),
        /** Last day the code works (YYYY-MM-DD). */
        validUntil: z.iso.date().optional(),
        cta: linkSchema,
      }),
    )
    .min(1)
    .max(30),
})

export type CouponsListAttrs = z.output<typeof couponsListAttrs>
