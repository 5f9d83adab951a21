import { z } from 'zod'

/** A note set apart from the text around it: information, a tip or a warning. */
export const calloutAttrs = z.object({
  tone: z.enum(['info', 'tip', 'warning']).default('info'),
  title: z.string().optional(),
  text: z.string().min(1),
})

export type CalloutAttrs = z.output<typeof calloutAttrs>
