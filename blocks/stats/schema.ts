import { z } from 'zod'

/** Claims and figures (SPEC §9: 70,000 customers, 60k+ marketplaces, the 14-day refund terms). */
export const statsAttrs = z.object({
  heading: z.string().optional(),
  items: z
    .array(
      z.object({
        /** As displayed: '70,000', '60k+', '14 days'. */
        value: z.string().min(1).max(16),
        label: z.string().min(1),
        /** A qualifier shown under the label, e.g. 'Discounted purchases are not refundable.' */
        note: z.string().optional(),
      }),
    )
    .min(1)
    .max(8),
})

export type StatsAttrs = z.output<typeof statsAttrs>
