import type { IslandContext } from './island-context.ts'
import { useServerHtml } from './server-html.ts'

/**
 * When the browser hydrates an island (browser/islands.ts):
 * - `visible`: when it comes near the screen, or is used before;
 * - `interaction`: when the visitor points at, touches or focuses it (a click meanwhile is replayed);
 * - `activity`: on the visitor's first scroll, pointer move, touch or key (popups that render nothing first).
 */
export type HydrateWhen = 'visible' | 'interaction' | 'activity'

/** The islands layouts and templates place (LayoutIsland), each loaded by its name in the browser (browser/islands.ts). */
export type LayoutIslandName = 'site-header' | 'exit-intent-popup' | 'sales-popup' | 'docs-search-box'

export interface IslandMarkup {
  /** The island's loader name in the browser (a block's name, or a layout island's). */
  name: string
  /** Its id prefix: unique on the page, the same for server and browser. */
  id: string
  when: HydrateWhen
  props: unknown
  context: IslandContext
  /** Its server HTML (renderer/island-html.ts); null inside an island that hydrates, which keeps the page's. */
  html: string | null
}

/**
 * An interactive part of the page: its server HTML inside a box the layout does not see
 * (`display: contents`), and what the browser needs to hydrate it alone, as data attributes.
 */
export function Island({ island }: { island: IslandMarkup }) {
  const html = useServerHtml('data-island-id', island.id, island.html)
  return (
    <div
      data-island={island.name}
      data-island-id={island.id}
      data-hydrate={island.when}
      data-props={JSON.stringify(island.props)}
      data-context={JSON.stringify(island.context)}
      style={{ display: 'contents' }}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  )
}
