import { permalinkPath } from '../../content-rules/permalink.ts'
import { plainText } from '../../content-rules/plain-text.ts'
import type { DocGroup, WpDocOutline } from '../../content-schemas/doc.ts'

/** A doc in the navigation: its title in the page's language where translated, and its children in order. */
export interface DocNode {
  id: number
  slug: string
  title: string
  /** Locale-free path, e.g. `/docs/dokan/getting-started/install/`. */
  path: string
  group: DocGroup | null
  children: DocNode[]
}

/**
 * The docs as trees of products, from the English outline (every doc exists in English), with each
 * title the translation's where the language has one: a translation shares its original's path.
 */
export function docTrees(english: WpDocOutline[], translated: WpDocOutline[]): DocNode[] {
  const titles = new Map(translated.map((doc) => [permalinkPath(doc.link), plainText(doc.title.rendered)]))
  const nodes = new Map<number, DocNode>()
  const sorted = [...english].sort((a, b) => a.menu_order - b.menu_order || a.title.rendered.localeCompare(b.title.rendered))
  for (const doc of sorted) {
    const path = permalinkPath(doc.link)
    nodes.set(doc.id, { id: doc.id, slug: doc.slug, title: titles.get(path) ?? plainText(doc.title.rendered), path, group: doc.doc_group, children: [] })
  }
  const roots: DocNode[] = []
  for (const doc of sorted) {
    const node = nodes.get(doc.id)!
    const parent = nodes.get(doc.parent)
    if (parent) parent.children.push(node)
    else if (doc.parent === 0) roots.push(node)
  }
  return roots
}

/** The node at `path` and its ancestors (root first), or null. */
export function findDoc(trees: DocNode[], path: string): { node: DocNode; ancestors: DocNode[] } | null {
  const walk = (nodes: DocNode[], ancestors: DocNode[]): { node: DocNode; ancestors: DocNode[] } | null => {
    for (const node of nodes) {
      if (node.path === path) return { node, ancestors }
      // Paths nest: only a node whose path starts this one can hold it.
      if (path.startsWith(node.path)) return walk(node.children, [...ancestors, node])
    }
    return null
  }
  return walk(trees, [])
}

/** A product's docs in reading order (depth first), the product itself left out. */
export function readingOrder(product: DocNode): DocNode[] {
  return product.children.flatMap((child) => [child, ...readingOrder(child)])
}
