import { z } from 'zod'
import { safeUrlSchema } from '../../content-schemas/safe-url.ts'
import { imageSchema } from '../../content-schemas/image.ts'

export const logoCloudAttrs = z.object({
  heading: z.string().optional(),
  logos: z
    .array(
      z.object({
        name: z.string().min(1),
        /** Without an image the name is set as a wordmark. */
        image: imageSchema.optional(),
        href: safeUrlSchema.optional(),
      }),
    )
    .min(2)
    .max(24),
})

export type LogoCloudAttrs = z.output<typeof logoCloudAttrs>
