import { parseDocument } from 'htmlparser2'
import { textContent } from 'domutils'

/** Text of a small rendered HTML fragment (titles, excerpts) for <title> and meta tags. */
export function plainText(html: string): string {
  return textContent(parseDocument(html, { decodeEntities: true }))
    .replace(/\s+/g, ' ')
    .trim()
}
