import { defineBlock } from '../define-block.ts'
import { featureGridAttrs } from './schema.ts'
import { FeatureGrid } from './FeatureGrid.tsx'

export default defineBlock({ name: 'site/feature-grid', attrs: featureGridAttrs, Component: FeatureGrid })
