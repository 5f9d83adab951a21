import { defineBlock } from '../define-block.ts'
import { savedText } from '../markup/saved-html.ts'
import { coreAccordionHeadingAttrs } from './schema.ts'
import { CoreAccordionHeading } from './CoreAccordionHeading.tsx'

export default defineBlock({
  name: 'core/accordion-heading',
  attrs: coreAccordionHeadingAttrs,
  // WordPress keeps the title in the toggle button it saves (or the heading, in older saves).
  savedAttrs: ({ innerHTML }) => ({
    title: savedText(innerHTML, '.wp-block-accordion-heading__toggle-title') ?? savedText(innerHTML, 'button') ?? savedText(innerHTML, 'h1,h2,h3,h4,h5,h6'),
  }),
  Component: CoreAccordionHeading,
  example: 'faq.html',
  fixturesOf: 'core/accordion',
})
