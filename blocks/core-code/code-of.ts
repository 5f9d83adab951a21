import { parseDocument } from 'htmlparser2'
import { textContent, findOne } from 'domutils'

/** The code a code block saved: the text of its <code> (entities decoded, line breaks kept). */
export function codeOf(savedHtml: string): string {
  const document = parseDocument(savedHtml.replace(/<br\s*\/?>/gi, '\n'), { decodeEntities: true })
  const code = findOne((el) => el.name === 'code', document.children, true)
  return code ? textContent(code) : ''
}
