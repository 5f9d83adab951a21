import { defineBlock } from '../define-block.ts'
import { coreAccordionPanelAttrs } from './schema.ts'
import { CoreAccordionPanel } from './CoreAccordionPanel.tsx'

export default defineBlock({
  name: 'core/accordion-panel',
  attrs: coreAccordionPanelAttrs,
  Component: CoreAccordionPanel,
  example: 'faq.html',
  fixturesOf: 'core/accordion',
})
