import { defineBlock } from '../define-block.ts'
import { partnersGridAttrs } from './schema.ts'
import { PartnersGrid } from './PartnersGrid.tsx'

export default defineBlock({ name: 'site/partners-grid', attrs: partnersGridAttrs, Component: PartnersGrid })
