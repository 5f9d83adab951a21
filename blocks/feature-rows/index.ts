import { defineBlock } from '../define-block.ts'
import { featureRowsAttrs } from './schema.ts'
import { FeatureRows } from './FeatureRows.tsx'

export default defineBlock({
  name: 'site/feature-rows',
  editor: {
    title: 'Feature rows',
    description: 'Features in rows of image and text, alternating sides.',
    category: 'site-sections',
    icon: 'align-pull-left',
    keywords: ['features', 'rows', 'image'],
  },
  attrs: featureRowsAttrs,
  Component: FeatureRows,
  styles: 'feature-rows.css',
  example: 'lite-to-pro.html',
})
