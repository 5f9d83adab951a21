import { z } from 'zod'
import { safeUrlSchema } from '../../content-schemas/safe-url.ts'
import { imageSchema } from '../../content-schemas/image.ts'

export const brandAssetsAttrs = z.object({
  heading: z.string().optional(),
  intro: z.string().optional(),
  assets: z
    .array(
      z.object({
        name: z.string().min(1),
        description: z.string().optional(),
        preview: imageSchema.optional(),
        downloads: z
          .array(z.object({ label: z.string().min(1), href: safeUrlSchema }))
          .min(1)
          .max(6),
      }),
    )
    .min(1)
    .max(30),
  colors: z
    .array(z.object({ name: z.string().min(1), hex: z.string().regex(/^#[0-9a-fA-F]{6}$/, 'a #rrggbb colour') }))
    .max(12)
    .default([]),
  /** Usage rules: what to do and not to do with the marks. */
  guidelines: z.array(z.string().min(1)).max(12).default([]),
})

export type BrandAssetsAttrs = z.output<typeof brandAssetsAttrs>
