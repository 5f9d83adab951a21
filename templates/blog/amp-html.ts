import { parseDocument } from 'htmlparser2'
import render from 'dom-serializer'
import { Element, type ChildNode } from 'domhandler'

/**
 * Sanitized post HTML → AMP HTML: images become `<amp-img layout="responsive">` (AMP needs their
 * size: an image without one is dropped), and what AMP does not allow in a document without
 * scripts — media players, inline styles, forms — is removed.
 */
const DROPPED = new Set(['video', 'audio', 'iframe', 'form', 'input', 'select', 'textarea', 'button', 'dialog', 'script', 'style', 'picture'])

function transform(nodes: ChildNode[]): void {
  for (const node of [...nodes]) {
    if (!(node instanceof Element)) continue
    if (DROPPED.has(node.name)) {
      node.parent?.children.splice(node.parent.children.indexOf(node), 1)
      continue
    }
    delete node.attribs.style
    if (node.name === 'img') {
      const { src, width, height, alt = '', srcset, sizes } = node.attribs
      if (!src || !/^\d+$/.test(width ?? '') || !/^\d+$/.test(height ?? '')) {
        node.parent?.children.splice(node.parent.children.indexOf(node), 1)
        continue
      }
      node.name = 'amp-img'
      node.attribs = { src, width: width!, height: height!, alt, layout: 'responsive', ...(srcset ? { srcset } : {}), ...(srcset && sizes ? { sizes } : {}) }
    }
    transform(node.children)
  }
}

export function toAmpHtml(html: string): string {
  const document = parseDocument(html, { decodeEntities: true })
  transform(document.children)
  return render(document, { encodeEntities: 'utf8', selfClosingTags: false })
}
