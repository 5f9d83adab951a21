import { z } from 'zod'

/** The panel of an accordion item (core/accordion-panel): the blocks it opens onto. */
export const coreAccordionPanelAttrs = z.object({})

export type CoreAccordionPanelAttrs = z.output<typeof coreAccordionPanelAttrs>
