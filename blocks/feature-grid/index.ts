import { defineBlock } from '../define-block.ts'
import { featureGridAttrs } from './schema.ts'
import { FeatureGrid } from './FeatureGrid.tsx'

export default defineBlock({
  name: 'site/feature-grid',
  editor: {
    title: 'Feature grid',
    description: 'Features in a grid, each with an icon, a title and a line of text.',
    category: 'site-sections',
    icon: 'screenoptions',
    keywords: ['features', 'grid', 'icons'],
  },
  attrs: featureGridAttrs,
  Component: FeatureGrid,
  styles: 'feature-grid.css',
  example: 'dokan.html',
})
