import type { IslandContext } from '../renderer/island-context.ts'

/**
 * What +data hands to the page for a block tree, already validated and trimmed:
 * - `html`: content-only blocks, pre-rendered and sanitized on the server. Merged siblings share one
 *   node. On the first page load `html` is null in the client's data: hydration reads it back from
 *   the DOM, so the content is not shipped twice.
 * - `island`: an interactive block: its server HTML (rendered once, as its own React root) and what
 *   the browser hydrates it with (its validated attributes and inner blocks).
 * - `frame`: a content block wrapping islands: its sanitized HTML with `<site-slot>` markers.
 *
 * Each node records, in `styles`, the blocks with a stylesheet whose markup its own HTML holds (its
 * slots and an island's children record theirs), as WordPress enqueues a block's style when it renders
 * it: the record is cached with the tree, and the page carries those blocks' stylesheets alone
 * (blocks/block-stylesheets.ts). Absent when there are none.
 */
export type RenderNode =
  | { kind: 'html'; id: string; html: string | null; styles?: string[] }
  | {
      kind: 'island'
      name: string
      id: string
      when: 'visible' | 'interaction'
      attrs: unknown
      children: RenderNode[]
      html: string | null
      context: IslandContext
      styles?: string[]
    }
  | { kind: 'frame'; html: string; slots: RenderNode[]; styles?: string[] }

export const SLOT_TAG = 'site-slot'

/**
 * What the browser hydrates a block island with: its attributes and inner blocks, without the HTML
 * it already has nor the style record (the server chose the page's stylesheets with it).
 */
export function islandProps(node: Extract<RenderNode, { kind: 'island' }>): { attrs: unknown; children: RenderNode[] } {
  return { attrs: node.attrs, children: withoutStyles(withoutStaticHtml(node.children)) }
}

function withoutStyles(nodes: RenderNode[]): RenderNode[] {
  return nodes.map(({ styles: _styles, ...node }) => {
    if (node.kind === 'island') return { ...node, children: withoutStyles(node.children) }
    if (node.kind === 'frame') return { ...node, slots: withoutStyles(node.slots) }
    return node
  })
}

/**
 * Page data for the first load: every static node's HTML, wherever it sits in `value`, is
 * dropped because the browser already has it. Returns a copy; the input is not changed.
 */
export function withoutStaticHtml<T>(value: T): T {
  if (Array.isArray(value)) return (value as unknown[]).map((item) => withoutStaticHtml(item)) as T
  if (!value || typeof value !== 'object') return value
  const record = value as Record<string, unknown>
  if ((record.kind === 'html' || record.kind === 'island') && 'html' in record) {
    return Object.fromEntries(Object.entries({ ...record, html: null }).map(([key, child]) => [key, key === 'html' ? child : withoutStaticHtml(child)])) as T
  }
  return Object.fromEntries(Object.entries(record).map(([key, child]) => [key, withoutStaticHtml(child)])) as T
}

/** Names of the interactive blocks anywhere in `value` (page data of any shape). */
export function collectIslandNames(value: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(value)) {
    for (const item of value) collectIslandNames(item, into)
  } else if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>
    if (record.kind === 'island' && typeof record.name === 'string') into.add(record.name)
    for (const child of Object.values(record)) if (child && typeof child === 'object') collectIslandNames(child, into)
  }
  return into
}

/** Names of the blocks whose stylesheet a page needs: every style record of the block trees anywhere in `value` (page data of any shape). */
export function collectStyledBlocks(value: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(value)) {
    for (const item of value) collectStyledBlocks(item, into)
  } else if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>
    if ((record.kind === 'html' || record.kind === 'island' || record.kind === 'frame') && Array.isArray(record.styles)) {
      for (const name of record.styles) if (typeof name === 'string') into.add(name)
    }
    for (const child of Object.values(record)) if (child && typeof child === 'object') collectStyledBlocks(child, into)
  }
  return into
}

/** The server HTML of a block tree without its islands (frames keep their static parts). */
export function staticHtmlOf(nodes: RenderNode[]): string {
  return nodes
    .map((node) => {
      if (node.kind === 'html') return node.html ?? ''
      if (node.kind === 'island') return ''
      return node.html.replace(new RegExp(`<${SLOT_TAG} data-slot="[^"]*:(\\d+)"></${SLOT_TAG}>`, 'g'), (_, i: string) => {
        const slot = node.slots[Number(i)]
        return slot ? staticHtmlOf([slot]) : ''
      })
    })
    .join('')
}
