import { parseDocument } from 'htmlparser2'
import { selectOne } from 'css-select'
import { isTag, type Element } from 'domhandler'
import { textContent } from 'domutils'

/**
 * Reading a core block's saved HTML for the attributes WordPress keeps there (block.json `source`
 * attributes: `html`/`text` of a selector, or one of its attributes).
 */

const first = (html: string, selector: string) => selectOne<Element, Element>(selector, parseDocument(html).children.filter(isTag))

/** The text of the first element matching `selector`, whitespace collapsed; undefined when absent or blank. */
export function savedText(html: string, selector: string): string | undefined {
  const element = first(html, selector)
  const text = element ? textContent(element).replace(/\s+/g, ' ').trim() : ''
  return text || undefined
}

/** An attribute of the first element matching `selector`; undefined when absent. */
export function savedAttribute(html: string, selector: string, name: string): string | undefined {
  return first(html, selector)?.attribs[name]
}
