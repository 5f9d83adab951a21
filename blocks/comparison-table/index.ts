import { defineBlock } from '../define-block.ts'
import { comparisonTableAttrs } from './schema.ts'
import { ComparisonTable } from './ComparisonTable.tsx'

export default defineBlock({ name: 'site/comparison-table', attrs: comparisonTableAttrs, Component: ComparisonTable })
