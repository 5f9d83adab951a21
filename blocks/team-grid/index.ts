import { defineBlock } from '../define-block.ts'
import { teamGridAttrs } from './schema.ts'
import { TeamGrid } from './TeamGrid.tsx'

export default defineBlock({
  name: 'site/team-grid',
  editor: {
    title: 'Team grid',
    description: 'People of the team with their photo and role.',
    category: 'site-sections',
    icon: 'groups',
    keywords: ['team', 'people', 'staff'],
  },
  attrs: teamGridAttrs,
  Component: TeamGrid,
  styles: 'team-grid.css',
  example: 'leadership.html',
})
