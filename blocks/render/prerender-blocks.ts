import { createElement, type ReactElement, type ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { loadedMessages, type Messages } from '../../locales/messages.ts'
import { AppProviders } from '../../renderer/AppProviders.tsx'
import type { PageFacts } from '../../renderer/page-facts.ts'
import { renderIslandHtml } from '../../renderer/islands/island-html.ts'
import { RenderedTree } from '../../renderer/islands/RenderedTree.tsx'
import { SLOT_TAG, fillSlots, type RenderNode } from '../../renderer/islands/render-node.ts'
import { getBlock } from '../registry.ts'
import type { BlockLogger } from '../markup/resolve-blocks.ts'
import { newTreeRenders, type BlockNode, type BlockTreeData, type TreeRenders } from '../markup/block-node.ts'

export interface PrerenderOptions {
  /** The page's facts: what its islands are rendered (and hydrated) with. */
  facts: PageFacts
  /** The page's messages. */
  messages: Messages
  logger?: BlockLogger
  /** False where islands cannot run (the AMP version): they and their inner blocks are left out, not rendered. */
  islands?: boolean
}

interface Context {
  logger: BlockLogger
  /** The tree's language and its messages. */
  locale: PageFacts['locale']
  messages: Messages
  /** The page's facts, in the tree's language. */
  facts: PageFacts
  /** The tree's language, on its islands, when it is not the page's. */
  islandLocale: PageFacts['locale'] | undefined
  islands: boolean
  /** The next content node's id: `{prefix}{n}`. */
  nextId: () => string
  /** The tree's renders so far, by node. */
  renders: TreeRenders
}

const ISLAND_RENDERS_KEPT = 8

const factValue = (facts: PageFacts, fact: keyof PageFacts) => JSON.stringify(facts[fact]) ?? 'undefined'

function islandHtml(ctx: Context, node: Extract<BlockNode, { kind: 'block' }>, element: ReactElement, hasChildren: boolean): string {
  // Inner blocks are rendered apart, with facts of their own: an island holding some is rendered anew.
  if (hasChildren) return renderIslandHtml({ name: node.name, id: node.id }, element, ctx.facts, ctx.messages)
  const renders = ctx.renders.islands.get(node) ?? []
  const kept = renders.find((render) => [...render.read].every(([fact, value]) => factValue(ctx.facts, fact) === value))
  if (kept) return kept.html
  const read = new Map<keyof PageFacts, string>()
  const html = renderIslandHtml({ name: node.name, id: node.id }, element, ctx.facts, ctx.messages, (fact) => read.set(fact, factValue(ctx.facts, fact)))
  ctx.renders.islands.set(node, [{ html, read }, ...renders].slice(0, ISLAND_RENDERS_KEPT))
  return html
}

/** Puts rendered inner blocks in a frame's slots: one html node when all are content, else a frame of them. */
function around(ctx: Context, html: string, children: RenderNode[]): RenderNode {
  if (children.every((child) => child.kind === 'html')) {
    const filled = fillSlots(html, (index) => {
      const child = children[index]
      return child?.kind === 'html' ? (child.html ?? '') : ''
    })
    return { kind: 'html', id: ctx.nextId(), html: filled }
  }
  return { kind: 'frame', html, slots: children }
}

function renderContent(ctx: Context, element: ReactNode, id: string): string {
  return renderToStaticMarkup(createElement(AppProviders, { locale: ctx.locale, messages: ctx.messages, children: element }), { identifierPrefix: id })
}

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error))

function prerenderBlock(ctx: Context, node: Extract<BlockNode, { kind: 'block' }>): RenderNode {
  const definition = getBlock(node.name)
  const island = definition?.island === true && (definition.islandWhen?.(node.attrs) ?? true)
  if (island && !ctx.islands) return { kind: 'html', id: ctx.nextId(), html: '' }
  const children = prerenderList(ctx, node.children, false)
  const fallback = () => around(ctx, node.fallback, children)
  if (!definition) return fallback()
  const { Component } = definition
  if (island) {
    // An island whose component threw is shown by its fallback from then on, logged once.
    if (ctx.renders.failed.has(node)) return fallback()
    try {
      // Its inner blocks are placed in it as rendered: in the browser, they are read back from the page.
      const element = createElement(Component, { attrs: node.attrs }, children.length ? createElement(RenderedTree, { nodes: children }) : undefined)
      const html = islandHtml(ctx, node, element, children.length > 0)
      return {
        kind: 'island',
        name: node.name,
        id: node.id,
        when: definition.hydrate ?? 'visible',
        attrs: node.attrs,
        children,
        html,
        locale: ctx.islandLocale,
      }
    } catch (error) {
      ctx.renders.failed.add(node)
      ctx.logger.error(`[blocks] ${node.name} failed to render (${reason(error)}); rendering its fallback`)
      return fallback()
    }
  }
  let html = ctx.renders.content.get(node)
  if (html === undefined) {
    try {
      // Its inner blocks go where the component puts its children, as slots filled below.
      const slots = children.map((_, i) => createElement(SLOT_TAG, { key: i, 'data-slot': `${node.id}:${i}` }))
      html = renderContent(ctx, createElement(Component, { attrs: node.attrs, data: node.data }, slots.length ? slots : undefined), node.id)
    } catch (error) {
      ctx.logger.error(`[blocks] ${node.name} failed to render (${reason(error)}); rendering its fallback`)
      html = node.fallback
    }
    ctx.renders.content.set(node, html)
  }
  return around(ctx, html, children)
}

function prerenderNode(ctx: Context, node: BlockNode): RenderNode {
  switch (node.kind) {
    case 'html':
      return { kind: 'html', id: ctx.nextId(), html: node.html }
    case 'frame':
      return around(ctx, node.html, prerenderList(ctx, node.slots, false))
    case 'block':
      return prerenderBlock(ctx, node)
  }
}

/** Renders siblings; at the top level adjacent html nodes merge into one. */
function prerenderList(ctx: Context, nodes: BlockNode[], merge: boolean): RenderNode[] {
  const rendered: RenderNode[] = []
  for (const node of nodes) {
    const next = prerenderNode(ctx, node)
    const previous = rendered.at(-1)
    if (merge && next.kind === 'html' && previous?.kind === 'html') {
      rendered[rendered.length - 1] = { ...previous, html: `${previous.html ?? ''}${next.html ?? ''}` }
    } else {
      rendered.push(next)
    }
  }
  return rendered
}

/**
 * The page render's one step that turns block trees into HTML, before the page's own render places
 * it. Each block is rendered as a React root of its own: on the server React's error boundaries do
 * not catch, so this is the only place a component that throws can be replaced by its fallback
 * (its saved HTML) while the rest of the page renders. Content blocks become sanitized static HTML;
 * interactive blocks become islands, rendered with the page's facts, as the browser hydrates them
 * (again only when the facts their render read have changed).
 */
export function prerenderBlocks(tree: BlockTreeData, options: PrerenderOptions): RenderNode[] {
  let counter = 0
  const { facts, logger = console } = options
  const own = tree.locale === facts.locale
  const ctx: Context = {
    logger,
    locale: tree.locale,
    // The data step loaded the tree's catalogue (resolve-blocks.ts).
    messages: own ? options.messages : (loadedMessages(tree.locale) ?? options.messages),
    facts: own ? facts : { ...facts, locale: tree.locale },
    islandLocale: own ? undefined : tree.locale,
    islands: options.islands ?? true,
    nextId: () => `${tree.idPrefix}${counter++}`,
    renders: tree.renders ?? newTreeRenders(),
  }
  return prerenderList(ctx, tree.nodes, true)
}
