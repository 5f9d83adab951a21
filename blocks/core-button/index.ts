import { defineBlock } from '../define-block.ts'
import { savedAttribute, savedText } from '../saved-html.ts'
import { coreButtonAttrs } from './schema.ts'
import { CoreButton } from './CoreButton.tsx'

export default defineBlock({
  name: 'core/button',
  attrs: coreButtonAttrs,
  // WordPress's block.json sources them from the link: text, href and target.
  savedAttrs: (html) => ({ text: savedText(html, 'a'), url: savedAttribute(html, 'a', 'href'), linkTarget: savedAttribute(html, 'a', 'target') }),
  Component: CoreButton,
  styles: 'core-button.css',
  example: 'fill-and-outline.html',
})
