import type { renderPage } from 'vike/server'
import { createSwrCache } from '../cms/swr-cache.ts'
import { CMS_CACHE_TTL_MS } from '../cms/cache-ttl.ts'
import { localeFromCookieHeader } from '../renderer/cookie-access.ts'

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

async function answer(render: typeof renderPage, url: string, headers: Record<string, string>): Promise<RenderAnswer> {
  const pageContext = await render({ urlOriginal: url, headersOriginal: headers })
  const { httpResponse } = pageContext
  if (httpResponse) return { kind: 'page', statusCode: httpResponse.statusCode, headers: httpResponse.headers, body: httpResponse.body }
  return pageContext.errorWhileRendering ? { kind: 'failed', error: pageContext.errorWhileRendering } : { kind: 'none' }
}

/**
 * Renders pages through vike, micro-cached when `cacheMs` > 0: one render per URL and period,
 * shared by concurrent requests; a copy up to one period stale is served while the next renders
 * (a longer-idle page renders afresh). A render reads the URL (with its host, for canonical links)
 * and the language cookie, so both make the key. Only 200 answers are kept: errors and redirects
 * render again.
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
    const load = () => answer(render, url, headers)
    if (cacheMs <= 0) return load()
    return cache.get(`${url} ${localeFromCookieHeader(headers.cookie) ?? '-'}`, load)
  }
}
