import type { ParsedBlock } from '../../content-schemas/block.ts'
import type { BlockRender } from '../../content-schemas/page.ts'
import { describeIssues } from '../../content-rules/describe-issues.ts'
import type { Locale } from '../../content-rules/locales.ts'
import type { CmsClient } from '../../cms/client.ts'
import { fillSlots, slotMarker } from '../../renderer/islands/render-node.ts'
import { getBlock } from '../registry.ts'
import { parseBlockAttrs } from './parse-block-attrs.ts'
import { sanitizeHtml } from './sanitize-html.ts'
import { loadMessages } from '../../locales/messages.ts'
import { escapeMarkup } from '../../content-rules/escape-markup.ts'
import {
  BLOCK_PATH_ATTRIBUTE,
  BLOCK_PATH_TAG,
  BLOCK_PROBLEM_ATTRIBUTE,
  BLOCK_PROBLEM_KIND_ATTRIBUTE,
  type BlockProblemKind,
} from '../../renderer/preview-messages.ts'
import type { BlockNode } from './block-node.ts'

export interface BlockLogger {
  warn(message: string): void
  error(message: string): void
}

export interface ResolveOptions {
  locale: Locale
  /** Prefix of the ids of the tree's content on the page: unique per block tree on a page. */
  idPrefix?: string
  logger?: BlockLogger
  /** WordPress's own renders of the item's dynamic blocks (the companion plugin's block_renders). */
  renders?: BlockRender[]
  /** The content source's home URL: links to it become the site's paths (default: the content client's). */
  homeUrl?: string
  /**
   * The content client blocks load their content with (pageContext.cms); without one (Storybook),
   * blocks that show content-source data show their fallback.
   */
  cms?: CmsClient
  /** The URL parameters blocks read (define-block.ts blockParamsOf). */
  blockParams?: Record<string, string>
  /** The page's path without its language prefix. */
  pagePath?: string
  /** The tree is the page's main content: its first image is the page's lead image (sanitize-html.ts). */
  leadImage?: boolean
  /** Each block is marked with its path in the tree (`0.3.1`), as the editor numbers it: previews for editors only. */
  markPaths?: boolean
}

interface Context {
  locale: Locale
  logger: BlockLogger
  cms: CmsClient | undefined
  blockParams: Record<string, string>
  pagePath: string
  /** Whether the tree's lead image is still to come. */
  images: { leadOpen: boolean }
  /** WordPress's renders by block path. */
  renders: Map<string, string>
  homeUrl: string | undefined
  /** Marks the slots this resolver puts in saved HTML (sanitize-html.ts keeps no other). */
  nonce: string
  /** The next block's id: `{prefix}-{n}-`. */
  nextId: () => string
  markPaths: boolean
  /** What went wrong with a block, by path: said on its mark (markPaths), for the editor's site checks. */
  problems: Map<string, { kind: BlockProblemKind; message: string }>
}

const CORE_PREFIX = 'core/'

/** The block itself, when it declares a stylesheet: a node holding its markup records it (block-node.ts). */
function styleOf(name: string | null): string[] {
  return name && getBlock(name)?.styles ? [name] : []
}

/** Every block with a stylesheet in a parsed subtree: WordPress's render of a block holds its inner blocks' markup too. */
function stylesIn(block: ParsedBlock): string[] {
  return [...styleOf(block.blockName), ...block.innerBlocks.flatMap(stylesIn)]
}

/** `node` with `styles` added to its record (no repeats; no record when empty). */
function recording<T extends BlockNode>(node: T, styles: (string[] | undefined)[]): T {
  const names = [...new Set([...(node.styles ?? []), ...styles.flatMap((list) => list ?? [])])]
  return names.length ? { ...node, styles: names } : node
}

/** The block's saved HTML, sanitized, a slot marker where each inner block goes. */
function savedMarkup(ctx: Context, block: ParsedBlock, images: { leadOpen: boolean }): string {
  let index = 0
  const raw = block.innerContent.map((piece) => piece ?? slotMarker(ctx.nonce, index++)).join('')
  return sanitizeHtml(raw, { slotNonce: ctx.nonce, homeUrl: ctx.homeUrl, images })
}

/**
 * Saved HTML around inner blocks: one html node when they are all content (recording `styles` and
 * theirs), otherwise a frame whose slots are the inner blocks.
 */
function around(html: string, children: BlockNode[], styles: string[]): BlockNode {
  if (children.every((child) => child.kind === 'html')) {
    const filled = fillSlots(html, (index) => {
      const child = children[index]
      return child?.kind === 'html' ? child.html : ''
    })
    return recording({ kind: 'html', html: filled }, [styles, ...children.map((child) => child.styles)])
  }
  return recording({ kind: 'frame', html, slots: children }, [styles])
}

/** Core, unknown and fallback rendering: the block's saved HTML, sanitized, with its inner blocks. */
function savedHtml(ctx: Context, block: ParsedBlock, children: BlockNode[]): BlockNode {
  return around(savedMarkup(ctx, block, ctx.images), children, styleOf(block.blockName))
}

/** A block of this site somewhere inside: WordPress cannot render it, so its render would lose it. */
const holdsSiteBlock = (block: ParsedBlock): boolean =>
  block.innerBlocks.some((inner) => (inner.blockName !== null && !inner.blockName.startsWith(CORE_PREFIX)) || holdsSiteBlock(inner))

/**
 * WordPress's own render of a dynamic core block the site has no component for (latest comments,
 * archives, a site title…), sanitized like all CMS HTML; undefined where there is none to use.
 */
function wordpressRender(ctx: Context, block: ParsedBlock, path: string, images = ctx.images): string | undefined {
  const html = ctx.renders.get(path)
  if (html === undefined || holdsSiteBlock(block)) return undefined
  return sanitizeHtml(html, { homeUrl: ctx.homeUrl, images })
}

async function resolveBlock(ctx: Context, block: ParsedBlock, path: string): Promise<BlockNode> {
  const name = block.blockName
  const definition = name ? getBlock(name) : undefined
  if (name?.startsWith(CORE_PREFIX) && !definition) {
    const rendered = wordpressRender(ctx, block, path)
    if (rendered !== undefined) return recording({ kind: 'html', html: rendered }, [stylesIn(block)])
  }
  const children = await resolveList(ctx, block.innerBlocks, false, `${path}.`)
  if (!name || !definition) {
    if (name && !name.startsWith(CORE_PREFIX)) {
      ctx.logger.warn(`[blocks] unknown block '${name}': rendering its saved HTML instead`)
      ctx.problems.set(path, { kind: 'unknown', message: `'${name}' is no block of this site's` })
    }
    return savedHtml(ctx, block, children)
  }
  // A core block the site's component could not show: as WordPress renders it, if it did.
  const fallback = (): BlockNode => {
    const rendered = wordpressRender(ctx, block, path)
    return rendered !== undefined ? recording({ kind: 'html', html: rendered }, [stylesIn(block)]) : savedHtml(ctx, block, children)
  }

  const attrs = parseBlockAttrs(definition, block)
  if (!attrs.success) {
    const issues = describeIssues(attrs.error)
    ctx.logger.warn(`[blocks] ${name}: invalid attributes (${issues}); rendering its fallback`)
    ctx.problems.set(path, { kind: 'invalid', message: issues })
    return fallback()
  }
  if (definition.renderedByWordPress?.(attrs.data)) return fallback()
  // A countdown's end: the page showing it is not kept past it (cms.validUntil).
  const until = definition.validUntil?.(attrs.data)
  if (until) ctx.cms?.validUntil(until)
  // What the block's own loadData returned, for its own Component.
  let data: unknown
  if (definition.loadData) {
    try {
      if (!ctx.cms) throw new Error('no content client was given')
      data = await definition.loadData(attrs.data, { cms: ctx.cms, locale: ctx.locale, pagePath: ctx.pagePath, blockParams: ctx.blockParams })
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error)
      ctx.logger.error(`[blocks] ${name}: its content could not be loaded (${reason}); rendering its fallback`)
      ctx.problems.set(path, { kind: 'unloaded', message: reason })
      return fallback()
    }
  }
  // What shows if its component throws when the page renders it; its images do not count as the page's lead.
  const spare = { leadOpen: ctx.images.leadOpen }
  const fallbackHtml = wordpressRender(ctx, block, path, spare) ?? savedMarkup(ctx, block, spare)
  const styles = definition.stylesheetsFor?.(attrs.data) ?? styleOf(name)
  const node: BlockNode = { kind: 'block', name, id: ctx.nextId(), attrs: attrs.data, children, fallback: fallbackHtml }
  return recording(data === undefined ? node : { ...node, data }, [styles])
}

/** A core block's name as a title: `core/media-text` → `Media text`. */
const titleOf = (name: string) => {
  const words = name.replace(/^[^/]*\//, '').replace(/-/g, ' ')
  return words.charAt(0).toUpperCase() + words.slice(1)
}

/**
 * `node` inside an element naming its block's path and title, for an editor's preview: hovering it
 * outlines the block, clicking it selects the block in the editor (browser/preview-picker.ts).
 */
function markedWithPath(ctx: Context, node: BlockNode, block: ParsedBlock, path: string): BlockNode {
  const name = block.blockName ?? 'core/freeform'
  const title = getBlock(name)?.editor?.title ?? titleOf(name)
  const problem = ctx.problems.get(path)
  const said = problem ? ` ${BLOCK_PROBLEM_KIND_ATTRIBUTE}="${problem.kind}" ${BLOCK_PROBLEM_ATTRIBUTE}="${escapeMarkup(problem.message)}"` : ''
  const open = `<${BLOCK_PATH_TAG} ${BLOCK_PATH_ATTRIBUTE}="${path}" data-block-title="${escapeMarkup(title)}"${said}>`
  return around(`${open}${slotMarker(ctx.nonce, 0)}</${BLOCK_PATH_TAG}>`, [node], [])
}

/** Resolves siblings (their paths under `prefix`); at the top level adjacent html nodes merge into one. */
async function resolveList(ctx: Context, blocks: ParsedBlock[], merge: boolean, prefix = ''): Promise<BlockNode[]> {
  const nodes: BlockNode[] = []
  for (const [index, block] of blocks.entries()) {
    const path = `${prefix}${index}`
    const resolved = await resolveBlock(ctx, block, path)
    const node = ctx.markPaths ? markedWithPath(ctx, resolved, block, path) : resolved
    const previous = nodes.at(-1)
    if (merge && node.kind === 'html' && previous?.kind === 'html') {
      nodes[nodes.length - 1] = recording({ ...previous, html: `${previous.html}${node.html}` }, [node.styles])
    } else {
      nodes.push(node)
    }
  }
  return nodes
}

/**
 * Parsed blocks → the tree `+data` hands to the page: validates every block of the registry against
 * its schema and loads its content; sanitizes the saved HTML of the rest. Never throws for bad
 * content: unknown or invalid blocks are logged and shown from their saved HTML. Nothing is
 * rendered here: the page renders the tree (blocks/render/prerender-blocks.ts).
 */
export async function resolveBlocks(blocks: ParsedBlock[], options: ResolveOptions): Promise<BlockNode[]> {
  let counter = 0
  const prefix = options.idPrefix ?? 'b'
  const ctx: Context = {
    logger: options.logger ?? console,
    locale: options.locale,
    renders: new Map((options.renders ?? []).map((render) => [render.path, render.html])),
    cms: options.cms,
    homeUrl: options.homeUrl ?? options.cms?.home,
    blockParams: options.blockParams ?? {},
    pagePath: options.pagePath ?? '/',
    nonce: crypto.randomUUID().slice(0, 8),
    images: { leadOpen: options.leadImage ?? false },
    nextId: () => `${prefix}-${counter++}-`,
    markPaths: options.markPaths ?? false,
    problems: new Map(),
  }
  // The page renders the tree in its language, and cannot wait for the catalogue then.
  await loadMessages(options.locale)
  return resolveList(ctx, blocks, true)
}
