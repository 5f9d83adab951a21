import type { Locale } from '../../content-rules/locales.ts'
import type { HydrateWhen } from './hydrate-when.ts'
import { useServerHtml } from './server-html.ts'

export interface IslandMarkup {
  /** The island's name in the browser's loader table (a block's name, or a declared island's). */
  name: string
  /** Its id prefix: unique on the page, the same for server and browser. */
  id: string
  when: HydrateWhen
  /** What the browser hydrates it with (its page-wide facts are the page's: `#page-facts`). */
  props: unknown
  /** Its server HTML (island-html.ts); absent inside an island that hydrates, which keeps what the page has. */
  html?: string
  /** The language it is rendered in when it is not the page's (`#page-facts`): its content's. */
  locale?: Locale
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
      data-locale={island.locale}
      style={{ display: 'contents' }}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  )
}
