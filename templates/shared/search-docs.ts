import type { CmsClient } from '../../cms/client.ts'
import { permalinkPath } from '../../content-rules/permalink.ts'
import { DEFAULT_LOCALE, type Locale } from '../../content-rules/locales.ts'
import { plainText } from '../../content-rules/plain-text.ts'

/** A docs search result as the site shows it (the docs search page, the site search's docs, the search box's suggestions). */
export interface DocsSearchHit {
  id: number
  title: string
  /** Locale-free path. */
  path: string
}

/** The docs matching `query` in `locale` (within the product whose id is `scope`), best first. */
export async function searchDocs(cms: CmsClient, query: string, locale: Locale, scope?: number): Promise<DocsSearchHit[]> {
  // `in` names a product (a top-level doc); any other id searches every product, as a missing one does.
  const products = scope === undefined ? [] : (await cms.getDocOutline(DEFAULT_LOCALE)).filter((doc) => doc.parent === 0).map((doc) => doc.id)
  const results = await cms.searchDocs(query, { lang: locale, scope: scope !== undefined && products.includes(scope) ? scope : undefined })
  return results.map((result) => ({ id: result.id, title: plainText(result.title.rendered), path: permalinkPath(result.permalink) }))
}

/** `?in=`: a product's id, or nothing (every product); anything else is ignored. */
export const scopeOf = (raw: string | undefined) => (raw && /^\d{1,10}$/.test(raw) ? Number(raw) : undefined)
