import { defineBlock } from '../define-block.ts'
import { calloutAttrs } from './schema.ts'
import { Callout } from './Callout.tsx'

export default defineBlock({
  name: 'site/callout',
  editor: {
    title: 'Callout',
    description: 'A note set apart from the text: information, a tip or a warning.',
    category: 'site-sections',
    icon: 'info-outline',
    keywords: ['note', 'tip', 'warning', 'notice'],
  },
  attrs: calloutAttrs,
  Component: Callout,
  styles: 'callout.css',
  example: 'warning.html',
})
