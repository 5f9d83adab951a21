import { defineBlock } from '../define-block.ts'
import { timelineAttrs } from './schema.ts'
import { Timeline } from './Timeline.tsx'

export default defineBlock({ name: 'site/timeline', attrs: timelineAttrs, Component: Timeline })
