import { defineBlock } from '../define-block.ts'
import { featureRowsAttrs } from './schema.ts'
import { FeatureRows } from './FeatureRows.tsx'

export default defineBlock({ name: 'site/feature-rows', attrs: featureRowsAttrs, Component: FeatureRows })
