import { defineBlock } from '../define-block.ts'
import { partnersGridAttrs } from './schema.ts'
import { PartnersGrid } from './PartnersGrid.tsx'

export default defineBlock({
  name: 'site/partners-grid',
  editor: {
    title: 'Partners grid',
    description: 'Partners grouped by category, each with its offer.',
    category: 'site-sections',
    icon: 'groups',
    keywords: ['partners', 'offers'],
  },
  attrs: partnersGridAttrs,
  Component: PartnersGrid,
  styles: 'partners-grid.css',
  example: 'partners.html',
})
