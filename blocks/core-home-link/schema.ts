import { z } from 'zod'
import { plainText } from '../../content-rules/plain-text.ts'

/** The home item of WordPress's navigation block (core/home-link): its label, if the marketer gave one. */
export const coreHomeLinkAttrs = z.object({
  label: z
    .string()
    .transform((label) => plainText(label))
    .optional(),
})

export type CoreHomeLinkAttrs = z.output<typeof coreHomeLinkAttrs>
