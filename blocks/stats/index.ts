import { defineBlock } from '../define-block.ts'
import { statsAttrs } from './schema.ts'
import { Stats } from './Stats.tsx'

export default defineBlock({
  name: 'site/stats',
  editor: {
    title: 'Stats',
    description: 'Figures and claims in large type: customers, marketplaces, refund terms.',
    category: 'site-sections',
    icon: 'chart-bar',
    keywords: ['numbers', 'figures', 'claims'],
  },
  attrs: statsAttrs,
  Component: Stats,
  styles: 'stats.css',
  example: 'claims.html',
})
