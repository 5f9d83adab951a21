import { z } from 'zod'

/** WordPress's navigation block (core/navigation): its items inside it, or a menu kept as its own post (`ref`). */
export const coreNavigationAttrs = z.object({
  ref: z.number().int().positive().optional(),
})

export type CoreNavigationAttrs = z.output<typeof coreNavigationAttrs>
