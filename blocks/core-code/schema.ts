import { z } from 'zod'

/** WordPress's code block (core/code): its code and language are in its saved HTML. */
export const coreCodeAttrs = z.object({
  code: z.string(),
  /** From the class WordPress saves (`language-php`). */
  language: z
    .string()
    .regex(/^[a-z0-9+#-]+$/)
    .optional(),
})

export type CoreCodeAttrs = z.output<typeof coreCodeAttrs>
