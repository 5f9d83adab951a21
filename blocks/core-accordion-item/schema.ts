import { z } from 'zod'

/** An item of WordPress's accordion (core/accordion-item): its heading and panel, open at first or not. */
export const coreAccordionItemAttrs = z.object({ openByDefault: z.boolean().default(false) })

export type CoreAccordionItemAttrs = z.output<typeof coreAccordionItemAttrs>
