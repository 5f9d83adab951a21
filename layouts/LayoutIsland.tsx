import { createElement, useContext, type ComponentType } from 'react'
import { Island, type HydrateWhen, type LayoutIslandName } from '../renderer/Island.tsx'
import { renderIslandHtml } from '../renderer/island-html.ts'
import { MessagesContext } from '../renderer/LocaleContext.ts'
import type { IslandContext } from '../renderer/island-context.ts'

interface Props<P> {
  /** Its loader's name in the browser (browser/islands.ts). */
  name: LayoutIslandName
  Component: ComponentType<P>
  props: P
  when: HydrateWhen
  context: IslandContext
  /** Popups that show nothing until the visitor does something: no server HTML to render. */
  empty?: boolean
}

/** A part of the site's chrome the browser hydrates on its own (the header, the popups). */
export function LayoutIsland<P extends object>({ name, Component, props, when, context, empty = false }: Props<P>) {
  const messages = useContext(MessagesContext)
  if (!messages) throw new Error('LayoutIsland needs the page messages (AppProviders)')
  const id = `${name}-`
  const html = empty ? '' : renderIslandHtml(name, createElement(Component, props), context, messages, id)
  return <Island island={{ name, id, when, props, context, html }} />
}
