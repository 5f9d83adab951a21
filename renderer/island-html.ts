import { createElement, type ReactElement } from 'react'
import { renderToString } from 'react-dom/server'
import type { Messages } from '../locales/messages.ts'
import { IslandProviders } from './IslandProviders.tsx'
import type { IslandContext } from './island-context.ts'

/**
 * An island's server HTML, rendered as its own React root with the id prefix the browser hydrates
 * it with, so that both build the same tree (useId included). Rendered once: a component that
 * throws here throws to the caller, which shows the block's fallback instead.
 */
export function renderIslandHtml(name: string, element: ReactElement, context: IslandContext, messages: Messages, idPrefix: string): string {
  return renderToString(createElement(IslandProviders, { name, id: idPrefix, context, messages, children: element }), { identifierPrefix: idPrefix })
}
