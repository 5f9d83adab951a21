import { z } from 'zod'
import { safeUrlSchema } from './safe-url.ts'

/** An image a block shows: a safe URL, alternative text and its intrinsic size (no layout shift). */
export const imageSchema = z.object({
  src: safeUrlSchema,
  alt: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
})

export type Image = z.output<typeof imageSchema>
