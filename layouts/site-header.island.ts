import { defineIsland } from '../renderer/islands/define-island.ts'
import { HeaderIsland } from './HeaderIsland.tsx'

/** The header and its demo modal: hydrated when the visitor reaches for them (a menu, the search, the demo button). */
export default defineIsland({ name: 'site-header', Component: HeaderIsland, hydrate: 'interaction' })
