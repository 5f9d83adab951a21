import { plainText } from '../../content-rules/plain-text.ts'

/** A heading of an article, for its table of contents. */
export interface TocEntry {
  id: string
  text: string
  level: 2 | 3
}

const HEADING_BLOCK = /(<!-- wp:heading(?:\s+(\{[^]*?\}))?\s+-->\s*)<h([1-6])([^>]*)>([^]*?)<\/h\3>/g

/** A URL fragment from a heading's words: lowercase letters and digits (accents folded) joined by `-`. */
export function anchorOf(text: string): string {
  return (
    text
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 60) || 'section'
  )
}

/**
 * An article's markup with an id on every heading (its anchor if the editor set one, else from its
 * words; unique in the article), and the h2/h3 headings for its table of contents.
 */
export function withHeadingAnchors(markup: string): { markup: string; toc: TocEntry[] } {
  const used = new Map<string, number>()
  const toc: TocEntry[] = []
  const unique = (base: string) => {
    const count = used.get(base) ?? 0
    used.set(base, count + 1)
    return count === 0 ? base : `${base}-${count + 1}`
  }
  const result = markup.replace(HEADING_BLOCK, (whole, comment: string, _json: string | undefined, level: string, attributes: string, inner: string) => {
    const text = plainText(inner)
    const existing = /\sid="([^"]+)"/.exec(attributes)?.[1]
    const id = existing ? unique(existing) : unique(anchorOf(text))
    if (level === '2' || level === '3') toc.push({ id, text, level: level === '2' ? 2 : 3 })
    const withId = existing ? attributes.replace(/\sid="[^"]+"/, ` id="${id}"`) : `${attributes} id="${id}"`
    return `${comment}<h${level}${withId}>${inner}</h${level}>`
  })
  return { markup: result, toc }
}
