import { describe, expect, it } from 'vitest'
import { docTrees, findDoc, readingOrder } from './doc-tree.ts'
import type { WpDocOutline } from '../../content-schemas/doc.ts'

const doc = (id: number, parent: number, path: string, title: string, order: number, lang: 'en' | 'es' = 'en'): WpDocOutline => ({
  id,
  parent,
  slug: path.split('/').filter(Boolean).at(-1)!,
  link: `http://cms.test${lang === 'en' ? '' : `/${lang}`}${path}`,
  title: { rendered: title },
  menu_order: order,
  lang,
  doc_group: parent === 0 ? 'plugins' : null,
  modified_gmt: '2026-01-01T00:00:00',
})

const english = [
  doc(1, 0, '/docs/dokan/', 'Dokan', 1),
  doc(3, 1, '/docs/dokan/vendors/', 'Vendors', 2),
  doc(2, 1, '/docs/dokan/start/', 'Getting started', 1),
  doc(5, 2, '/docs/dokan/start/wizard/', 'Setup wizard', 2),
  doc(4, 2, '/docs/dokan/start/install/', 'Install', 1),
  doc(6, 3, '/docs/dokan/vendors/approve/', 'Approve vendors', 1),
]

describe('docTrees', () => {
  it('nests docs by parent in menu order, with the language’s titles where translated', () => {
    const [dokan] = docTrees(english, [doc(41, 21, '/docs/dokan/start/install/', 'Instalación', 1, 'es')])
    expect(dokan!.children.map((c) => c.title)).toEqual(['Getting started', 'Vendors'])
    expect(dokan!.children[0]!.children.map((c) => c.title)).toEqual(['Instalación', 'Setup wizard'])
  })

  it('finds a doc with its ancestors, and reads a product depth first', () => {
    const trees = docTrees(english, english)
    expect(findDoc(trees, '/docs/dokan/start/wizard/')?.ancestors.map((a) => a.title)).toEqual(['Dokan', 'Getting started'])
    expect(findDoc(trees, '/docs/dokan/nope/')).toBeNull()
    expect(readingOrder(trees[0]!).map((d) => d.title)).toEqual(['Getting started', 'Install', 'Setup wizard', 'Vendors', 'Approve vendors'])
  })
})
