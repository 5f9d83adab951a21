import type { CmsClient } from '../../cms/client.ts'
import { permalinkPath } from '../../cms/permalink.ts'
import type { Locale } from '../../locales/locales.ts'
import { DEFAULT_LOCALE, LOCALE_CODES, localizePath } from '../../locales/locales.ts'
import { loadMessages, type MessageId } from '../../locales/messages.ts'
import { orAbort } from '../../renderer/or-abort.ts'
import { plainText } from '../../renderer/plain-text.ts'
import { searchState } from '../../renderer/search-rules.ts'

/** A docs search result as the site shows it. */
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

/** SPEC §7 `/docs/search/?query=&in=`: the results, or why there are none ('Nothing Found!'). */
export async function loadDocsSearch(cms: CmsClient, rawQuery: string | undefined, rawScope: string | undefined, locale: Locale) {
  const state = searchState(rawQuery ?? '')!
  const scope = scopeOf(rawScope)
  const title = (await loadMessages(locale))['docs.searchOpen']
  const base = { kind: 'search' as const, title, query: state.query, scope, canonicalPath: localizePath('/docs/search/', locale), languages: LOCALE_CODES }
  if (state.message) return { ...base, message: state.message, results: [] as DocsSearchHit[] }
  const results = await orAbort('[docs] search', () => searchDocs(cms, state.query, locale, scope))
  return { ...base, message: results.length ? null : ('docs.nothingFound' as MessageId), results }
}

export type DocsSearchData = Awaited<ReturnType<typeof loadDocsSearch>>
