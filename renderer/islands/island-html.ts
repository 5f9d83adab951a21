import { createElement, type ReactElement } from 'react'
import { renderToString } from 'react-dom/server'
import type { Messages } from '../../locales/messages.ts'
import type { PageFacts } from '../page-facts.ts'
import { IslandProviders } from './IslandProviders.tsx'

/**
 * An island's server HTML, rendered as its own React root with the id prefix the browser hydrates
 * it with and the page's facts it reads there, so that both build the same tree (useId included).
 * A component that throws here throws to the caller, which shows the island's fallback instead: on
 * the server, React's error boundaries do not catch.
 */
export function renderIslandHtml(island: { name: string; id: string }, element: ReactElement, facts: PageFacts, messages: Messages): string {
  return renderToString(createElement(IslandProviders, { name: island.name, id: island.id, facts, messages, children: element }), {
    identifierPrefix: island.id,
  })
}
