import type { Locale } from '../../content-rules/locales.ts'
import type { HydrateWhen } from './hydrate-when.ts'

/**
 * A block tree as the page render leaves it (blocks/render/prerender-blocks.ts), rendered to HTML:
 * - `html`: content, rendered on the server and sanitized. Merged siblings share one node;
 * - `island`: an interactive block: its server HTML (rendered as its own React root), and what the
 *   browser hydrates it with: its validated attributes and inner blocks;
 * - `frame`: content wrapping islands: its sanitized HTML with `<site-slot>` markers where they go.
 *
 * `html` is absent in what the browser receives (`shipped`): it reads that HTML back from the page.
 */
export type RenderNode =
  | { kind: 'html'; id: string; html?: string }
  | {
      kind: 'island'
      name: string
      id: string
      when: HydrateWhen
      attrs: unknown
      children: RenderNode[]
      html?: string
      /** The language of its content when it is not the page's (an untranslated page's English under /es/). */
      locale?: Locale
    }
  | { kind: 'frame'; html: string; slots: RenderNode[] }

/** The element standing where a frame's slot goes (sanitize-html.ts keeps only those the pipeline put there). */
export const SLOT_TAG = 'site-slot'

/** A slot marker (`<site-slot data-slot="{nonce}:{index}">`) where an inner block goes. */
export const slotMarker = (nonce: string, index: number) => `<${SLOT_TAG} data-slot="${nonce}:${index}"></${SLOT_TAG}>`

/**
 * HTML with each slot marker replaced by the HTML of the inner block it stands for. Only markers the
 * block pipeline put there survive sanitizing (sanitize-html.ts), so whichever nonce one carries, it
 * is the pipeline's: the data step's, the render step's or the browser's frames alike.
 */
export function fillSlots(html: string, slotHtml: (index: number) => string): string {
  return html.replace(new RegExp(`<${SLOT_TAG} data-slot="[^"]*:(\\d+)"></${SLOT_TAG}>`, 'g'), (_, index: string) => slotHtml(Number(index)))
}

/** What the browser hydrates a block island with: its attributes and its inner blocks, without the HTML the page already holds. */
export function islandProps(node: Extract<RenderNode, { kind: 'island' }>): { attrs: unknown; children: RenderNode[] } {
  return { attrs: node.attrs, children: shipped(node.children) }
}

/** Nodes without the HTML of their content and islands (frames keep theirs: the browser renders them around their slots). */
function shipped(nodes: RenderNode[]): RenderNode[] {
  return nodes.map((node) => {
    if (node.kind === 'html') return { kind: 'html', id: node.id }
    if (node.kind === 'island') {
      const { html: _html, ...island } = node
      return { ...island, children: shipped(node.children) }
    }
    return { ...node, slots: shipped(node.slots) }
  })
}

/** The server HTML of a rendered tree without its islands (frames keep their static parts): the AMP version's content. */
export function staticHtmlOf(nodes: RenderNode[]): string {
  return nodes
    .map((node) => {
      if (node.kind === 'html') return node.html ?? ''
      if (node.kind === 'island') return ''
      return fillSlots(node.html, (i) => {
        const slot = node.slots[i]
        return slot ? staticHtmlOf([slot]) : ''
      })
    })
    .join('')
}
