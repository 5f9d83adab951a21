import type { Locale } from '../../content-rules/locales.ts'
import type { PageFacts } from '../../renderer/page-facts.ts'

/**
 * A block tree as `+data` hands it to the page (resolve-blocks.ts): validated, its content loaded,
 * trimmed, and not yet rendered (the page renders it: blocks/render/prerender-blocks.ts).
 * - `html`: content the site has no component for (a core block's saved HTML, WordPress's render of
 *   a dynamic block, an unknown or invalid block's saved HTML), sanitized;
 * - `frame`: such content wrapping blocks: its sanitized HTML with `<site-slot>` markers where they go;
 * - `block`: a block of the registry: its validated attributes, what its `loadData` returned, its
 *   inner blocks, and its id on the page (an island's, and the prefix of React's ids in its render).
 *   `fallback` is what shows if its component throws: its saved HTML, slots for its inner blocks.
 *
 * Each node records, in `styles`, the blocks with a stylesheet whose markup it holds, as WordPress
 * enqueues a block's style when it renders it: the record is cached with the tree, and the page
 * carries those blocks' stylesheets alone (blocks/render/block-stylesheets.ts). Absent when there are none.
 */
export type BlockNode =
  | { kind: 'html'; html: string; styles?: string[] }
  | { kind: 'frame'; html: string; slots: BlockNode[]; styles?: string[] }
  | { kind: 'block'; name: string; id: string; attrs: unknown; data?: unknown; children: BlockNode[]; fallback: string; styles?: string[] }

/**
 * A content item's blocks: its nodes, its language (an untranslated page's English content shows
 * under /es/), and the prefix of the ids of its content on the page (a page's, a post's, its sidebar's).
 */
export interface BlockTreeData {
  idPrefix: string
  locale: Locale
  nodes: BlockNode[]
  /** What rendering its blocks gave, kept with the tree where the tree is kept (resolve-markup.ts); none: rendered each time. */
  renders?: TreeRenders
}

/** An island's HTML, and the page facts its render read, as they were (JSON): it holds for pages with the same. */
export interface IslandRender {
  html: string
  read: Map<keyof PageFacts, string>
}

/**
 * The renders of a tree's blocks (blocks/render/prerender-blocks.ts), by node: a content block's HTML
 * (it depends on the node and its language alone), an island's most recent renders with the facts
 * each read, and the islands whose component threw. They live and leave with the tree in the
 * block-tree cache (cms/derived-cache.ts, which counts them in the tree's weight).
 */
export interface TreeRenders {
  content: Map<BlockNode, string>
  islands: Map<BlockNode, IslandRender[]>
  failed: Set<BlockNode>
}

export const newTreeRenders = (): TreeRenders => ({ content: new Map(), islands: new Map(), failed: new Set() })

/** `tree` with an empty record of its renders, not enumerable: what it holds is the tree's, not its data (it is never serialized or compared). */
export function withRenders(tree: BlockTreeData): BlockTreeData {
  return Object.defineProperty(tree, 'renders', { value: newTreeRenders(), enumerable: false })
}

/** Names of the blocks anywhere in `value` (page data of any shape). */
export function collectBlockNames(value: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(value)) {
    for (const item of value) collectBlockNames(item, into)
  } else if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>
    if (record.kind === 'block' && typeof record.name === 'string') into.add(record.name)
    for (const child of Object.values(record)) if (child && typeof child === 'object') collectBlockNames(child, into)
  }
  return into
}

/** Names of the blocks whose stylesheet a page needs: every style record of the block trees anywhere in `value` (page data of any shape). */
export function collectStyledBlocks(value: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(value)) {
    for (const item of value) collectStyledBlocks(item, into)
  } else if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>
    if ((record.kind === 'html' || record.kind === 'block' || record.kind === 'frame') && Array.isArray(record.styles)) {
      for (const name of record.styles) if (typeof name === 'string') into.add(name)
    }
    for (const child of Object.values(record)) if (child && typeof child === 'object') collectStyledBlocks(child, into)
  }
  return into
}
