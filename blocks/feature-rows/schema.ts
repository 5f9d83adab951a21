import { z } from 'zod'
import { linkSchema } from '../../content-schemas/safe-url.ts'
import { imageSchema } from '../../content-schemas/image.ts'

/** Alternating rows: text on one side, an image on the other, swapping sides row by row. */
export const featureRowsAttrs = z.object({
  heading: z.string().optional(),
  /** Which side the first row's image is on. */
  startWith: z.enum(['image-right', 'image-left']).default('image-right'),
  rows: z
    .array(
      z.object({
        eyebrow: z.string().optional(),
        title: z.string().min(1),
        text: z.string().min(1),
        bullets: z.array(z.string().min(1)).default([]),
        image: imageSchema.optional(),
        cta: linkSchema.optional(),
      }),
    )
    .min(1)
    .max(12),
})

export type FeatureRowsAttrs = z.output<typeof featureRowsAttrs>
