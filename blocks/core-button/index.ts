import { defineBlock } from '../define-block.ts'
import { savedAttribute, savedText } from '../markup/saved-html.ts'
import { coreButtonAttrs } from './schema.ts'
import { CoreButton } from './CoreButton.tsx'

export default defineBlock({
  name: 'core/button',
  attrs: coreButtonAttrs,
  // WordPress's block.json sources them from the link: text, href and target.
  savedAttrs: ({ innerHTML }) => ({
    text: savedText(innerHTML, 'a'),
    url: savedAttribute(innerHTML, 'a', 'href'),
    linkTarget: savedAttribute(innerHTML, 'a', 'target'),
  }),
  Component: CoreButton,
  styles: 'core-button.css',
  example: 'fill-and-outline.html',
})
