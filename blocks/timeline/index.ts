import { defineBlock } from '../define-block.ts'
import { timelineAttrs } from './schema.ts'
import { Timeline } from './Timeline.tsx'

export default defineBlock({
  name: 'site/timeline',
  editor: {
    title: 'Timeline',
    description: 'Dated milestones in order: company history or releases.',
    category: 'site-sections',
    icon: 'backup',
    keywords: ['history', 'milestones', 'releases'],
  },
  attrs: timelineAttrs,
  Component: Timeline,
  styles: 'timeline.css',
  example: 'company-history.html',
})
