import { defineBlock } from '../define-block.ts'
import { ctaAttrs } from './schema.ts'
import { Cta } from './Cta.tsx'

export default defineBlock({
  name: 'site/cta',
  editor: {
    title: 'Call to action',
    description: 'A heading, a line of text and one or two buttons.',
    category: 'site-sections',
    icon: 'megaphone',
    keywords: ['cta', 'button', 'banner'],
  },
  attrs: ctaAttrs,
  Component: Cta,
  styles: 'cta.css',
  example: 'dokan-demo.html',
})
