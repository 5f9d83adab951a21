import { Hono } from 'hono'
import type { CmsClient } from '../../cms/client.ts'
import { orSourceUnavailable } from '../source-unavailable.ts'
import { isLocale, DEFAULT_LOCALE } from '../../content-rules/locales.ts'
import { searchState, SEARCH_CRITERIA } from '../../renderer/search-rules.ts'
import { scopeOf, searchDocs } from '../../templates/shared/search-docs.ts'

/**
 * GET /api/docs/search?keyword=&criteria=93430[&in=product id][&lang=]: the docs search box's call
 * (SPEC §7): a list of { id, title, path }. The keyword follows the search rules (a 400 says which
 * message applies); any input is read safely (URLSearchParams never throws on broken encoding).
 */
export const docsSearchApi = (cms: CmsClient) =>
  new Hono().get('/api/docs/search', async (c) => {
    const params = new URL(c.req.url).searchParams
    if (params.get('criteria') !== String(SEARCH_CRITERIA)) return c.json({ error: `criteria must be ${SEARCH_CRITERIA}` }, 400)
    const lang = params.get('lang') ?? DEFAULT_LOCALE
    if (!isLocale(lang)) return c.json({ error: 'lang must be en, es or fr' }, 400)
    const state = searchState(params.get('keyword') ?? '')!
    if (state.message) return c.json({ error: state.message }, 400)
    return orSourceUnavailable(
      '[api] docs search unavailable',
      async () => c.json(await searchDocs(cms, state.query, lang, scopeOf(params.get('in') ?? undefined)), 200, { 'Cache-Control': 'public, max-age=60' }),
      () => c.json({ error: 'The docs search is unavailable.' }, 503),
    )
  })
