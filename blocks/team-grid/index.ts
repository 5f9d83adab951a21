import { defineBlock } from '../define-block.ts'
import { teamGridAttrs } from './schema.ts'
import { TeamGrid } from './TeamGrid.tsx'

export default defineBlock({ name: 'site/team-grid', attrs: teamGridAttrs, Component: TeamGrid })
