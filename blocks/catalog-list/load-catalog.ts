import type { BlockDataContext } from '../define-block.ts'
import { permalinkPath } from '../../content-rules/permalink.ts'
import { plainText } from '../../content-rules/plain-text.ts'
import { DEFAULT_LOCALE } from '../../content-rules/locales.ts'
import type { CatalogListAttrs, CatalogListItem } from './schema.ts'

/** The catalog's entries in the page language (English where it has none yet), in menu order. */
export async function loadCatalogItems(attrs: CatalogListAttrs, { cms, locale }: Pick<BlockDataContext, 'cms' | 'locale'>): Promise<CatalogListItem[]> {
  let entries = await cms.getCatalog(attrs.catalog, locale)
  if (entries.length === 0 && locale !== DEFAULT_LOCALE) entries = await cms.getCatalog(attrs.catalog, DEFAULT_LOCALE)
  return entries.map((entry) => ({
    title: plainText(entry.title.rendered),
    excerpt: plainText(entry.excerpt.rendered),
    path: permalinkPath(entry.link),
  }))
}
