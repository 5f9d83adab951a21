import type { CmsClient } from '../../cms/client.ts'
import { LOCALE_CODES, localizePath, type Locale } from '../../content-rules/locales.ts'
import { loadMessages, type MessageId } from '../../locales/messages.ts'
import { orAbort } from '../../renderer/or-abort.ts'
import { searchState } from '../../renderer/search-rules.ts'
import { scopeOf, searchDocs, type DocsSearchHit } from '../shared/search-docs.ts'

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
