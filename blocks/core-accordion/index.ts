import { defineBlock } from '../define-block.ts'
import { coreAccordionAttrs } from './schema.ts'
import { CoreAccordion } from './CoreAccordion.tsx'

export default defineBlock({
  name: 'core/accordion',
  attrs: coreAccordionAttrs,
  Component: CoreAccordion,
  styles: 'core-accordion.css',
  example: 'faq.html',
})
