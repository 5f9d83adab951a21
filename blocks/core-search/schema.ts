import { z } from 'zod'

/** WordPress's search block (core/search): the texts a marketer set; the site searches its blog. */
export const coreSearchAttrs = z.object({
  label: z.string().optional(),
  showLabel: z.boolean().default(true),
  placeholder: z.string().optional(),
  buttonText: z.string().optional(),
})

export type CoreSearchAttrs = z.output<typeof coreSearchAttrs>
