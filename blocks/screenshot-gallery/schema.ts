import { z } from 'zod'
import { imageSchema } from '../../content-schemas/image.ts'

export const screenshotGalleryAttrs = z.object({
  heading: z.string().optional(),
  intro: z.string().optional(),
  screenshots: z
    .array(imageSchema.extend({ caption: z.string().optional() }))
    .min(1)
    .max(40),
})

export type ScreenshotGalleryAttrs = z.output<typeof screenshotGalleryAttrs>
