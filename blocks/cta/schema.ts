import { z } from 'zod'
import { linkSchema } from '../../content-schemas/safe-url.ts'

export const ctaAttrs = z.object({
  heading: z.string().min(1),
  text: z.string().optional(),
  primary: linkSchema,
  secondary: linkSchema.optional(),
  tone: z.enum(['brand', 'light', 'dark']).default('brand'),
})

export type CtaAttrs = z.output<typeof ctaAttrs>
