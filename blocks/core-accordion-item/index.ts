import { defineBlock } from '../define-block.ts'
import { coreAccordionItemAttrs } from './schema.ts'
import { CoreAccordionItem } from './CoreAccordionItem.tsx'

export default defineBlock({
  name: 'core/accordion-item',
  attrs: coreAccordionItemAttrs,
  Component: CoreAccordionItem,
  example: 'faq.html',
  fixturesOf: 'core/accordion',
})
