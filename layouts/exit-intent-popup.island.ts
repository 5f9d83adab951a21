import { defineIsland } from '../renderer/islands/define-island.ts'
import { ExitIntentPopup } from './ExitIntentPopup.tsx'

/** SPEC §3 exit-intent popup: nothing until the visitor's first move on a page shown, then it watches for the exit. */
export default defineIsland({ name: 'exit-intent-popup', Component: ExitIntentPopup, hydrate: 'activity', empty: true })
