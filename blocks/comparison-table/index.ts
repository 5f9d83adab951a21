import { defineBlock } from '../define-block.ts'
import { comparisonTableAttrs } from './schema.ts'
import { ComparisonTable } from './ComparisonTable.tsx'

export default defineBlock({
  name: 'site/comparison-table',
  editor: {
    title: 'Comparison table',
    description: 'Free against Pro, or against competitors: a table of features with ✓ and ✗.',
    category: 'site-commerce',
    icon: 'editor-table',
    keywords: ['compare', 'versus', 'features'],
  },
  attrs: comparisonTableAttrs,
  Component: ComparisonTable,
  styles: 'comparison-table.css',
  example: 'lite-vs-pro.html',
})
