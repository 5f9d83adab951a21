import { z } from 'zod'

/** WordPress's accordion block (core/accordion): a group of items that fold open. */
export const coreAccordionAttrs = z.object({})

export type CoreAccordionAttrs = z.output<typeof coreAccordionAttrs>
