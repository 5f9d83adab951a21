import { z } from 'zod'
import { linkSchema } from '../../content-schemas/safe-url.ts'
import { imageSchema } from '../../content-schemas/image.ts'

export const heroAttrs = z.object({
  eyebrow: z.string().optional(),
  heading: z.string().min(1),
  text: z.string().optional(),
  primaryCta: linkSchema.optional(),
  secondaryCta: linkSchema.optional(),
  image: imageSchema.optional(),
  /** The page's first hero is its h1; later ones are h2. */
  level: z.union([z.literal(1), z.literal(2)]).default(1),
})

export type HeroAttrs = z.output<typeof heroAttrs>
