import { parseDocument } from 'htmlparser2'
import { isTag, isText, isComment, type ChildNode, type Element } from 'domhandler'

/**
 * HTML as a browser shows it, written out so that two renders compare by what WordPress promises
 * and a visitor sees (text, elements, attributes, class sets), not by insignificant whitespace
 * (between and at the edges of blocks, runs of it in text) or the order of attributes and classes,
 * which WordPress versions change (`class=" wp-block-archives-list …"`, a blank line after a
 * heading). One element a line, indented by depth, so that a difference reads as a diff.
 */
export function comparableHtml(html: string): string {
  const lines: string[] = []
  write(parseDocument(html).children, 0, lines, { preformatted: false, inBlock: true })
  return lines.join('\n')
}

/** Elements whose edges end a line of text: whitespace beside them shows nothing. */
const BLOCKS = new Set(
  (
    'address article aside blockquote body caption colgroup col dd details dialog div dl dt fieldset figcaption figure footer form ' +
    'h1 h2 h3 h4 h5 h6 head header hgroup hr html li link main menu meta nav ol optgroup option p pre script section select source style ' +
    'summary table tbody td template tfoot th thead title tr track ul video audio picture iframe noscript'
  ).split(' '),
)
/** Elements whose text keeps its whitespace as written. */
const PREFORMATTED = new Set(['pre', 'textarea', 'script', 'style'])

const isBlock = (node: ChildNode) => isTag(node) && BLOCKS.has(node.name)

function attributes(element: Element): string {
  return Object.entries(element.attribs)
    .map(([name, value]): [string, string] => [name, name === 'class' ? [...new Set(value.split(/\s+/).filter(Boolean))].sort().join(' ') : value])
    .filter(([name, value]) => !(name === 'class' && value === ''))
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, value]) => ` ${name}="${value}"`)
    .join('')
}

/** `inBlock`: the nodes' parent is a block (the edges of its content show no whitespace). */
function write(nodes: ChildNode[], depth: number, lines: string[], context: { preformatted: boolean; inBlock: boolean }): void {
  const indent = '  '.repeat(depth)
  // A neighbour that ends a line: a block, or the edge of a block's content.
  const edge = (node: ChildNode | undefined) => (node ? isBlock(node) : context.inBlock)
  nodes.forEach((node, i) => {
    if (isText(node)) {
      if (context.preformatted) {
        lines.push(`${indent}${JSON.stringify(node.data)}`)
        return
      }
      let text = node.data.replace(/\s+/g, ' ')
      // Whitespace at a block's edge (or beside one) is not shown.
      if (edge(nodes[i - 1])) text = text.trimStart()
      if (edge(nodes[i + 1])) text = text.trimEnd()
      if (text !== '') lines.push(`${indent}${JSON.stringify(text)}`)
    } else if (isComment(node)) {
      lines.push(`${indent}<!--${node.data}-->`)
    } else if (isTag(node)) {
      lines.push(`${indent}<${node.name}${attributes(node)}>`)
      write(node.children, depth + 1, lines, { preformatted: context.preformatted || PREFORMATTED.has(node.name), inBlock: isBlock(node) })
    }
  })
}
