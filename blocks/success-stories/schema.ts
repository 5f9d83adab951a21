import { z } from 'zod'
import { safeUrlSchema } from '../../content-schemas/safe-url.ts'
import { imageSchema } from '../../content-schemas/image.ts'

export const successStoriesAttrs = z.object({
  heading: z.string().optional(),
  intro: z.string().optional(),
  stories: z
    .array(
      z.object({
        company: z.string().min(1),
        /** What the business is, e.g. 'Handmade goods marketplace, Portugal'. */
        kind: z.string().min(1),
        image: imageSchema.optional(),
        summary: z.string().min(1),
        results: z
          .array(z.object({ value: z.string().min(1).max(16), label: z.string().min(1) }))
          .max(4)
          .default([]),
        quote: z.object({ text: z.string().min(1), author: z.string().min(1), role: z.string().optional() }).optional(),
        href: safeUrlSchema.optional(),
      }),
    )
    .min(1)
    .max(12),
})

export type SuccessStoriesAttrs = z.output<typeof successStoriesAttrs>
