import { z } from 'zod'
import { safeUrlSchema } from '../../content-schemas/safe-url.ts'

export const contactDetailsAttrs = z.object({
  heading: z.string().optional(),
  intro: z.string().optional(),
  /** Ways to reach the team: sales, support, partnerships… */
  channels: z
    .array(
      z.object({
        title: z.string().min(1),
        text: z.string().optional(),
        kind: z.enum(['email', 'phone', 'link']),
        /** The address, number or link label shown. */
        value: z.string().min(1),
        /** Only for kind 'link'; email and phone links are built from the value. */
        href: safeUrlSchema.optional(),
      }),
    )
    .min(1)
    .max(12),
  offices: z
    .array(z.object({ name: z.string().min(1), lines: z.array(z.string().min(1)).min(1) }))
    .max(6)
    .default([]),
  hours: z.string().optional(),
})

export type ContactDetailsAttrs = z.output<typeof contactDetailsAttrs>
