import { createElement, useContext } from 'react'
import { MessagesContext } from '../LocaleContext.ts'
import { usePageFacts } from '../usePageFacts.ts'
import type { IslandDefinition } from './define-island.ts'
import { Island } from './Island.tsx'
import { renderIslandHtml } from './island-html.ts'

/**
 * A declared island (define-island.ts) where a layout or a template places it: its server HTML,
 * rendered with the page's facts, and what the browser hydrates it with. One of each on a page: its
 * name is its id.
 */
export function PageIsland<Props extends object>({ island, props }: { island: IslandDefinition<Props>; props: Props }) {
  const messages = useContext(MessagesContext)
  const facts = usePageFacts()
  if (!messages) throw new Error('PageIsland needs the page messages (AppProviders)')
  const id = `${island.name}-`
  const html = island.empty ? '' : renderIslandHtml({ name: island.name, id }, createElement(island.Component, props), facts, messages)
  return <Island island={{ name: island.name, id, when: island.hydrate, props, html }} />
}
