import { defineIsland } from '../renderer/islands/define-island.ts'
import { SalesPopup } from './SalesPopup.tsx'

/** SPEC §3 sales notifications: nothing until the visitor's first move on a page shown (they fetch and count). */
export default defineIsland({ name: 'sales-popup', Component: SalesPopup, hydrate: 'activity', empty: true })
