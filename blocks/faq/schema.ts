import { z } from 'zod'

export const faqAttrs = z.object({
  heading: z.string().optional(),
  /** Groups the <details> elements so that opening one closes the others (no JavaScript). */
  group: z
    .string()
    .regex(/^[a-z0-9-]+$/)
    .default('faq'),
  items: z
    .array(
      z.object({
        question: z.string().min(1),
        /** Plain text; a blank line starts a new paragraph. */
        answer: z.string().min(1),
      }),
    )
    .min(1),
})

export type FaqAttrs = z.output<typeof faqAttrs>
