import { defineBlock } from '../define-block.ts'
import { statsAttrs } from './schema.ts'
import { Stats } from './Stats.tsx'

export default defineBlock({ name: 'site/stats', attrs: statsAttrs, Component: Stats })
