import { createElement, type ReactElement } from 'react'
import { renderToString } from 'react-dom/server'
import type { Messages } from '../../locales/messages.ts'
import type { PageFacts } from '../page-facts.ts'
import { IslandProviders } from './IslandProviders.tsx'

/**
 * An island's server HTML, rendered as its own React root with the id prefix the browser hydrates
 * it with and the page's facts it reads there, so that both build the same tree (useId included).
 * `onRead` hears of each fact the render read (its HTML depends on those alone). A component that
 * throws here throws to the caller, which shows the island's fallback instead: on the server,
 * React's error boundaries do not catch.
 */
export function renderIslandHtml(
  island: { name: string; id: string },
  element: ReactElement,
  facts: PageFacts,
  messages: Messages,
  onRead?: (fact: keyof PageFacts) => void,
): string {
  const read = onRead
    ? new Proxy(facts, {
        get(target, key, receiver) {
          if (typeof key === 'string' && key in target) onRead(key as keyof PageFacts)
          return Reflect.get(target, key, receiver) as unknown
        },
      })
    : facts
  return renderToString(createElement(IslandProviders, { name: island.name, id: island.id, facts: read, messages, children: element }), {
    identifierPrefix: island.id,
  })
}
