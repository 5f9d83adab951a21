import { z } from 'zod'
import { safeUrlSchema } from '../../content-schemas/safe-url.ts'
import { FEATURE_ICONS } from './icon-names.ts'

export const featureGridAttrs = z.object({
  heading: z.string().optional(),
  intro: z.string().optional(),
  columns: z.union([z.literal(2), z.literal(3), z.literal(4)]).default(3),
  items: z
    .array(
      z.object({
        /** One of the block's built-in icons (inline SVG: no request, no client JavaScript). */
        icon: z.enum(FEATURE_ICONS).optional(),
        title: z.string().min(1),
        text: z.string().min(1),
        href: safeUrlSchema.optional(),
      }),
    )
    .min(1)
    .max(24),
})

export type FeatureGridAttrs = z.output<typeof featureGridAttrs>
