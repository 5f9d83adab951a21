import { z } from 'zod'

/** The heading of an accordion item (core/accordion-heading): its text is in its saved HTML. */
export const coreAccordionHeadingAttrs = z.object({
  title: z.string().min(1),
  level: z.number().int().min(1).max(6).default(3),
})

export type CoreAccordionHeadingAttrs = z.output<typeof coreAccordionHeadingAttrs>
