import { defineIsland } from '../../renderer/islands/define-island.ts'
import { DocsSearchBox } from './DocsSearchBox.tsx'

/** The docs search box: its suggestions need the browser once the visitor starts typing. */
export default defineIsland({ name: 'docs-search-box', Component: DocsSearchBox, hydrate: 'interaction' })
