import type { renderPage } from 'vike/server'
import { createSwrCache } from '../cms/swr-cache.ts'
import { CMS_CACHE_TTL_MS } from '../cms/cache-ttl.ts'
import { localeFromCookieHeader } from '../renderer/cookie-access.ts'
import { SITE_COOKIES } from '../renderer/site-cookies.ts'
import type { Locale } from '../locales/locales.ts'

/** vike's answer, reduced to what a response needs (the page context itself is not kept). */
export type RenderAnswer =
  | { kind: 'page'; statusCode: number; headers: [string, string][]; body: string }
  /** Not even the error page could be rendered. */
  | { kind: 'failed'; error: unknown }
  /** vike has nothing for this URL. */
  | { kind: 'none' }

/**
 * Rendered pages are kept this long: a hot page renders once per period instead of once per
 * request, and never lags the content cache by more than this.
 */
export const PAGE_CACHE_MS = Math.min(5_000, CMS_CACHE_TTL_MS)

/**
 * The only request header a render sees: the language cookie, alone. What a render cannot read
 * cannot make two visitors' copies of a page differ, so the cache key (URL and this) is complete.
 */
const renderHeaders = (locale: Locale | null): Record<string, string> => (locale ? { cookie: `${SITE_COOKIES.locale.name}=${locale}` } : {})

async function answer(render: typeof renderPage, url: string, locale: Locale | null): Promise<RenderAnswer> {
  const pageContext = await render({ urlOriginal: url, headersOriginal: renderHeaders(locale) })
  const { httpResponse } = pageContext
  if (httpResponse) return { kind: 'page', statusCode: httpResponse.statusCode, headers: httpResponse.headers, body: httpResponse.body }
  return pageContext.errorWhileRendering ? { kind: 'failed', error: pageContext.errorWhileRendering } : { kind: 'none' }
}

/**
 * Renders pages through vike, micro-cached when `cacheMs` > 0: one render per URL and period,
 * shared by concurrent requests; a copy up to one period stale is served while the next renders
 * (a longer-idle page renders afresh). A render is given the URL (with its host, for canonical
 * links) and the language cookie, nothing else, and both make the key. Only 200 answers are kept:
 * errors and redirects render again.
 */
export function createPageRenderer(render: typeof renderPage, cacheMs: number) {
  const cache = createSwrCache<RenderAnswer>({
    ttlMs: cacheMs,
    staleMs: cacheMs, // a page served is never more than two periods old
    maxEntries: 500,
    keep: (a) => a.kind === 'page' && a.statusCode === 200,
    onRefreshError: (key, error) => console.error(`[server] re-rendering ${key} failed:`, error),
  })
  return (url: string, headers: Record<string, string>): Promise<RenderAnswer> => {
    const locale = localeFromCookieHeader(headers.cookie)
    const load = () => answer(render, url, locale)
    if (cacheMs <= 0) return load()
    return cache.get(`${url} ${locale ?? '-'}`, load)
  }
}
