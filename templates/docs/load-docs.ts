import { render } from 'vike/abort'
import type { CmsClient } from '../../cms/client.ts'
import { permalinkPath } from '../../content-rules/permalink.ts'
import { DOC_GROUPS } from '../../content-schemas/doc.ts'
import { resolveMarkup } from '../../blocks/markup/resolve-markup.ts'
import { loadMessages } from '../../locales/messages.ts'
import { DEFAULT_LOCALE, LOCALE_CODES, LOCALES, localizePath, type Locale } from '../../content-rules/locales.ts'
import { orAbort } from '../../renderer/or-abort.ts'
import { plainText } from '../../content-rules/plain-text.ts'
import { docTrees, findDoc, readingOrder, type DocNode } from './doc-tree.ts'
import { withHeadingAnchors } from './heading-anchors.ts'

/** The docs of `locale` as trees: English's structure, the language's titles where translated. */
async function treesFor(cms: CmsClient, locale: Locale): Promise<DocNode[]> {
  return orAbort('[docs] the docs outline', async () => {
    const [english, own] = await Promise.all([cms.getDocOutline(DEFAULT_LOCALE), locale === DEFAULT_LOCALE ? null : cms.getDocOutline(locale)])
    return docTrees(english, own ?? english)
  })
}

/** SPEC §3 client state: products grouped Plugins / Modules / Others (title, slug, permalink, class name). */
export async function loadDocsIndex(cms: CmsClient, locale: Locale) {
  const trees = await treesFor(cms, locale)
  const groups = DOC_GROUPS.map((group) => ({
    group,
    products: trees
      .filter((product) => product.group === group)
      .map((product) => ({
        title: product.title,
        slug: product.slug,
        permalink: product.path,
        className: `docs-product docs-product--${product.slug}`,
        count: readingOrder(product).filter((d) => d.children.length === 0).length,
      })),
  })).filter((group) => group.products.length > 0)
  const messages = await loadMessages(locale)
  return { kind: 'index' as const, title: messages['docs.heading'], groups, canonicalPath: localizePath('/docs/', locale), languages: LOCALE_CODES }
}

export type DocsIndexData = Awaited<ReturnType<typeof loadDocsIndex>>

/** A link to a doc: its title and locale-free path. */
export interface DocLink {
  title: string
  path: string
}

const linkOf = (node: DocNode): DocLink => ({ title: node.title, path: node.path })

/**
 * A product, category or article of the docs at `path` (locale-free), in `locale` or, untranslated,
 * in English: its text through the block registry, headings anchored, with the product's tree,
 * breadcrumbs from its parents, table of contents, neighbours and structured data.
 */
export async function loadDoc(cms: CmsClient, path: string, locale: Locale, origin: string) {
  const trees = await treesFor(cms, locale)
  const found = findDoc(trees, path)
  if (!found) throw render(404, `no doc at ${path}`)
  const { node, ancestors } = found
  const product = ancestors[0] ?? node
  const translations = await orAbort(`[docs] ${path}`, () => cms.getDocTranslations(node.slug, path))
  // Untranslated docs show their English text.
  const doc = translations.get(locale) ?? translations.get(DEFAULT_LOCALE)
  if (!doc) throw render(404, `no doc at ${path}`)
  const [parents, resolved] = await Promise.all([
    orAbort(`[docs] the parents of ${path}`, () => cms.getDocParents(doc.id)),
    (async () => {
      const { markup, toc } = withHeadingAnchors(doc.block_markup)
      return {
        toc,
        blocks: await resolveMarkup(markup, { cms, locale: doc.lang, renders: doc.block_renders, pagePath: path, idPrefix: 'd', leadImage: true }),
      }
    })(),
  ])
  // SPEC §3: the parents, each with its order, ascending (the product first).
  const breadcrumbs = [...parents]
    .sort((a, b) => a.order - b.order)
    .map((parent) => ({ title: plainText(parent.title.rendered), path: permalinkPath(parent.link) }))
  const order = readingOrder(product)
  const index = order.findIndex((d) => d.id === node.id)
  const title = plainText(doc.title.rendered)
  const canonicalPath = localizePath(path, doc.lang)
  const url = new URL(canonicalPath, origin).href
  return {
    kind: 'doc' as const,
    title,
    description: plainText(doc.excerpt.rendered) || `${title} — ${product.title}`,
    contentLang: doc.lang,
    isFallback: doc.lang !== locale,
    canonicalPath,
    languages: [...translations.keys()],
    modified: doc.modified_gmt,
    path,
    product: { ...linkOf(product), id: product.id, tree: product.children },
    breadcrumbs,
    toc: resolved.toc,
    blocks: resolved.blocks,
    children: node.children.map(linkOf),
    previous: index > 0 ? linkOf(order[index - 1]!) : null,
    next: index >= 0 && index < order.length - 1 ? linkOf(order[index + 1]!) : null,
    // The breadcrumbs' BreadcrumbList is written by the Breadcrumbs themselves (layouts/Breadcrumbs.tsx).
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'TechArticle',
        headline: title,
        dateModified: `${doc.modified_gmt}Z`,
        inLanguage: LOCALES[doc.lang].iso,
        url,
        isPartOf: { '@type': 'CreativeWork', name: product.title, url: new URL(localizePath(product.path, locale), origin).href },
      },
    ],
  }
}

export type DocData = Awaited<ReturnType<typeof loadDoc>>
