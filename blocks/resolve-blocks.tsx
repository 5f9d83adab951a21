import { createElement, type ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import type { ParsedBlock } from '../content-schemas/block.ts'
import type { BlockRender } from '../content-schemas/page.ts'
import { describeIssues } from '../cms/describe-issues.ts'
import { AppProviders } from '../renderer/AppProviders.tsx'
import type { Locale } from '../locales/locales.ts'
import type { Messages } from '../locales/messages.ts'
import { getBlock } from './registry.ts'
import { attrsInput } from './define-block.ts'
import { BlockTree } from './BlockTree.tsx'
import { renderIslandHtml } from '../renderer/island-html.ts'
import type { IslandContext } from '../renderer/island-context.ts'
import { localizePath } from '../locales/locales.ts'
import { sanitizeHtml } from './sanitize-html.ts'
import { SLOT_TAG, type RenderNode } from './render-node.ts'
import type { CmsClient } from '../cms/client.ts'
import type { FormNotice } from '../content-schemas/forms.ts'

export interface BlockLogger {
  warn(message: string): void
  error(message: string): void
}

export interface ResolveOptions {
  locale: Locale
  messages: Messages
  /** Prefix of the static-node ids: unique per block tree on a page. */
  idPrefix?: string
  logger?: BlockLogger
  /** WordPress's own renders of the item's dynamic blocks (the companion plugin's block_renders). */
  renders?: BlockRender[]
  /** The content source's home URL: links to it become the site's paths (default: the content client's). */
  homeUrl?: string
  /**
   * The content client blocks load their content with (pageContext.cms); without one (Storybook),
   * blocks that show content-source data render their fallback.
   */
  cms?: CmsClient
  /** The URL parameters blocks read (define-block.ts blockParamsOf). */
  blockParams?: Record<string, string>
  /** The page's path without its language prefix. */
  pagePath?: string
  /** The tree is the page's main content: its first image is the page's lead image (sanitize-html.ts). */
  leadImage?: boolean
  /** The outcome of a form posted without JavaScript, for the island whose id it names (renderer/island-form.ts). */
  formNotice?: FormNotice
}

interface Context extends Required<Omit<ResolveOptions, 'renders' | 'homeUrl' | 'leadImage' | 'cms' | 'formNotice'>> {
  formNotice: FormNotice | undefined
  cms: CmsClient | undefined
  /** Whether the tree's lead image is still to come. */
  images: { leadOpen: boolean }
  /** WordPress's renders by block path. */
  renders: Map<string, string>
  homeUrl: string | undefined
  nonce: string
  nextId: () => string
  /** A prefix for React's useId in one static render: blocks rendered apart must not share ids. */
  nextIdentifierPrefix: () => string
  /** What the tree's islands know of their page. */
  islandContext: IslandContext
}

const CORE_PREFIX = 'core/'

/** The block itself, when it declares a stylesheet: a node holding its markup records it (render-node.ts). */
function styleOf(name: string | null): string[] {
  return name && getBlock(name)?.styles ? [name] : []
}

/** Every block with a stylesheet in a parsed subtree: WordPress's render of a block holds its inner blocks' markup too. */
function stylesIn(block: ParsedBlock): string[] {
  return [...styleOf(block.blockName), ...block.innerBlocks.flatMap(stylesIn)]
}

/** `node` with `styles` added to its record (no repeats; no record when empty). */
function recording<T extends RenderNode>(node: T, styles: (string[] | undefined)[]): T {
  const names = [...new Set([...(node.styles ?? []), ...styles.flatMap((list) => list ?? [])])]
  return names.length ? { ...node, styles: names } : node
}

function renderStatic(ctx: Context, element: ReactNode): string {
  return renderToStaticMarkup(createElement(AppProviders, { locale: ctx.locale, messages: ctx.messages, children: element }), {
    identifierPrefix: ctx.nextIdentifierPrefix(),
  })
}

function slotMarker(ctx: Context, index: number): string {
  return `<${SLOT_TAG} data-slot="${ctx.nonce}:${index}"></${SLOT_TAG}>`
}

/**
 * Puts rendered inner blocks where their slot markers are. All static → one html node (recording
 * `styles`, the styled blocks of `html`, and its children's); otherwise a frame whose slots are the
 * inner blocks (static ones stay separate html nodes, hydrated from the DOM, with their own records).
 */
function fillSlots(ctx: Context, html: string, children: RenderNode[], styles: string[]): RenderNode {
  const slotPattern = new RegExp(`<${SLOT_TAG} data-slot="${ctx.nonce}:(\\d+)"></${SLOT_TAG}>`, 'g')
  if (children.every((child) => child.kind === 'html')) {
    const filled = html.replace(slotPattern, (_, index: string) => {
      const child = children[Number(index)]
      return child?.kind === 'html' ? (child.html ?? '') : ''
    })
    return recording({ kind: 'html', id: ctx.nextId(), html: filled }, [styles, ...children.map((child) => child.styles)])
  }
  return recording({ kind: 'frame', html, slots: children }, [styles])
}

/** Core, unknown and fallback rendering: the block's saved HTML, sanitized, with its inner blocks. */
function savedHtml(ctx: Context, block: ParsedBlock, children: RenderNode[]): RenderNode {
  let index = 0
  const raw = block.innerContent.map((piece) => piece ?? slotMarker(ctx, index++)).join('')
  return fillSlots(ctx, sanitizeHtml(raw, { slotNonce: ctx.nonce, homeUrl: ctx.homeUrl, images: ctx.images }), children, styleOf(block.blockName))
}

/** A block of this site somewhere inside: WordPress cannot render it, so its render would lose it. */
const holdsSiteBlock = (block: ParsedBlock): boolean =>
  block.innerBlocks.some((inner) => (inner.blockName !== null && !inner.blockName.startsWith(CORE_PREFIX)) || holdsSiteBlock(inner))

/**
 * WordPress's own render of a dynamic core block the site has no component for (latest comments,
 * archives, a site title…), sanitized like all CMS HTML; undefined where there is none to use.
 */
function wordpressRender(ctx: Context, block: ParsedBlock, path: string): RenderNode | undefined {
  const html = ctx.renders.get(path)
  if (html === undefined || holdsSiteBlock(block)) return undefined
  return recording({ kind: 'html', id: ctx.nextId(), html: sanitizeHtml(html, { homeUrl: ctx.homeUrl, images: ctx.images }) }, [stylesIn(block)])
}

async function resolveBlock(ctx: Context, block: ParsedBlock, path: string): Promise<RenderNode> {
  const name = block.blockName
  const definition = name ? getBlock(name) : undefined
  if (name?.startsWith(CORE_PREFIX) && !definition) {
    const rendered = wordpressRender(ctx, block, path)
    if (rendered) return rendered
  }
  const children = await resolveList(ctx, block.innerBlocks, false, `${path}.`)
  if (!name || !definition) {
    if (name && !name.startsWith(CORE_PREFIX)) {
      ctx.logger.warn(`[blocks] unknown block '${name}': rendering its saved HTML instead`)
    }
    return savedHtml(ctx, block, children)
  }
  // A core block the site's component could not render: as WordPress renders it, if it did.
  const fallback = () => wordpressRender(ctx, block, path) ?? savedHtml(ctx, block, children)

  const attrs = definition.attrs.safeParse(attrsInput(definition, block))
  if (!attrs.success) {
    ctx.logger.warn(`[blocks] ${name}: invalid attributes (${describeIssues(attrs.error)}); rendering its fallback`)
    return fallback()
  }
  if (definition.renderedByWordPress?.(attrs.data)) return fallback()
  const { Component } = definition
  const styles = definition.stylesheetsFor?.(attrs.data) ?? styleOf(name)
  // What the block's own loadData returned, for its own Component.
  let data: unknown
  // A countdown's end: the page showing it is not kept past it (cms.validUntil).
  const until = definition.validUntil?.(attrs.data)
  if (until) ctx.cms?.validUntil(until)
  if (definition.loadData) {
    try {
      if (!ctx.cms) throw new Error('no content client was given')
      data = await definition.loadData(attrs.data, { cms: ctx.cms, locale: ctx.locale, pagePath: ctx.pagePath, blockParams: ctx.blockParams })
    } catch (error) {
      ctx.logger.error(`[blocks] ${name}: its content could not be loaded (${error instanceof Error ? error.message : String(error)}); rendering its fallback`)
      return fallback()
    }
  }
  try {
    if (definition.island && (definition.islandWhen?.(attrs.data) ?? true)) {
      // Rendered once, here: a block that throws falls back now instead of breaking the page, and
      // the page places this HTML as it is (blocks/BlockTree.tsx).
      const id = ctx.nextIdentifierPrefix()
      const element = createElement(Component, { attrs: attrs.data }, children.length ? createElement(BlockTree, { nodes: children }) : undefined)
      const context = ctx.formNotice?.form === id ? { ...ctx.islandContext, formNotice: ctx.formNotice } : ctx.islandContext
      const html = renderIslandHtml(name, element, context, ctx.messages, id)
      return recording({ kind: 'island', name, id, when: definition.hydrate ?? 'visible', attrs: attrs.data, children, html, context }, [styles])
    }
    const slots = children.map((_, i) => createElement(SLOT_TAG, { key: i, 'data-slot': `${ctx.nonce}:${i}` }))
    const html = renderStatic(ctx, createElement(Component, { attrs: attrs.data, data }, slots.length ? slots : undefined))
    return fillSlots(ctx, html, children, styles)
  } catch (error) {
    ctx.logger.error(`[blocks] ${name} failed to render (${error instanceof Error ? error.message : String(error)}); rendering its fallback`)
    return fallback()
  }
}

/**
 * Server-rendered content that is not a block (a post's comments): one static node whose HTML the
 * browser reads back from the page instead of receiving it twice.
 */
export function staticNode(id: string, element: ReactNode, options: { locale: Locale; messages: Messages }): RenderNode {
  const html = renderToStaticMarkup(createElement(AppProviders, { locale: options.locale, messages: options.messages, children: element }), {
    identifierPrefix: `${id}-`,
  })
  return { kind: 'html', id, html }
}

/** Resolves siblings (their paths under `prefix`); at the top level adjacent static nodes merge into one. */
async function resolveList(ctx: Context, blocks: ParsedBlock[], merge: boolean, prefix = ''): Promise<RenderNode[]> {
  const nodes: RenderNode[] = []
  for (const [index, block] of blocks.entries()) {
    const node = await resolveBlock(ctx, block, `${prefix}${index}`)
    const previous = nodes.at(-1)
    if (merge && node.kind === 'html' && previous?.kind === 'html') {
      nodes[nodes.length - 1] = recording({ ...previous, html: `${previous.html ?? ''}${node.html ?? ''}` }, [node.styles])
    } else {
      nodes.push(node)
    }
  }
  return nodes
}

/**
 * Parsed blocks → render nodes: validates every custom block against its schema, pre-renders
 * content-only blocks to sanitized HTML, and keeps interactive blocks as islands. Never throws
 * for bad content: unknown or invalid blocks are logged and rendered from their saved HTML.
 */
export async function resolveBlocks(blocks: ParsedBlock[], options: ResolveOptions): Promise<RenderNode[]> {
  let counter = 0
  let renders = 0
  const prefix = options.idPrefix ?? 'b'
  const ctx: Context = {
    idPrefix: prefix,
    logger: options.logger ?? console,
    locale: options.locale,
    messages: options.messages,
    renders: new Map((options.renders ?? []).map((render) => [render.path, render.html])),
    cms: options.cms,
    homeUrl: options.homeUrl ?? options.cms?.home,
    blockParams: options.blockParams ?? {},
    pagePath: options.pagePath ?? '/',
    formNotice: options.formNotice,
    nonce: crypto.randomUUID().slice(0, 8),
    images: { leadOpen: options.leadImage ?? false },
    nextId: () => `${prefix}${counter++}`,
    nextIdentifierPrefix: () => `${prefix}-${renders++}-`,
    islandContext: {
      locale: options.locale,
      renderedAt: Date.now(),
      urlPathname: localizePath(options.pagePath ?? '/', options.locale),
      search: '',
      campaign: null,
      campaignEndsAt: null,
    },
  }
  return resolveList(ctx, blocks, true)
}
