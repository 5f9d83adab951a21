import type { renderPage } from 'vike/server'
import { createSwrCache } from '../cms/swr-cache.ts'
import { CMS_CACHE_TTL_MS } from '../cms/cache-ttl.ts'
import { pageBody, type PageBody } from './page-body.ts'

/** vike's answer, reduced to what a response needs (the page context itself is not kept). */
export type RenderAnswer =
  /** `stale`: rendered while the content source was failing, or a last good copy served instead of a failed render. */
  | { kind: 'page'; statusCode: number; headers: [string, string][]; body: PageBody; stale?: { renderedAt: number; sourceFailingSince: number | null } }
  /** Not even the error page could be rendered. */
  | { kind: 'failed'; error: unknown }
  /** vike has nothing for this URL. */
  | { kind: 'none' }

/**
 * Rendered pages are kept this long: a hot page renders once per period instead of once per
 * request, and never lags the content cache by more than this.
 */
export const PAGE_CACHE_MS = Math.min(5_000, CMS_CACHE_TTL_MS)

/** How long a page's last good copy stands in for it while the content source fails. */
export const LAST_GOOD_MS = 24 * 60 * 60 * 1000
/** The last good copies kept, in bytes of HTML (the oldest stored goes first). */
const LAST_GOOD_BYTES = 64 * 1024 * 1024

export interface PageResilience {
  now?: () => number
  /** Since when the content source has been failing, or null (the cms client knows). */
  sourceFailingSince?: () => number | null
}

type PageAnswer = Extract<RenderAnswer, { kind: 'page' }>

/**
 * Every page's last good (200) render, for up to LAST_GOOD_MS: what a visitor gets when a render
 * fails because the content source does (a 503, or no page at all), instead of the error page.
 */
function lastGoodCopies({ now = Date.now, sourceFailingSince = () => null }: PageResilience) {
  const copies = new Map<string, { answer: PageAnswer; at: number }>()
  let bytes = 0
  const drop = (key: string) => {
    const copy = copies.get(key)
    if (!copy) return
    bytes -= Buffer.byteLength(copy.answer.body.text)
    copies.delete(key)
  }
  return async (url: string, render: () => Promise<RenderAnswer>): Promise<RenderAnswer> => {
    const key = url
    const fresh = await render()
    const failingSince = sourceFailingSince()
    // Pages with a query (a search, a list's page) are not kept: anyone could fill the store with them.
    if (fresh.kind === 'page' && fresh.statusCode === 200 && !new URL(url).search) {
      drop(key)
      copies.set(key, { answer: fresh, at: now() })
      bytes += Buffer.byteLength(fresh.body.text)
      for (const oldest of copies.keys()) {
        if (bytes <= LAST_GOOD_BYTES) break
        drop(oldest)
      }
    }
    if (fresh.kind === 'page' && fresh.statusCode === 200) {
      // Rendered from content the site still held while the source fails: say so.
      return failingSince === null ? fresh : { ...fresh, stale: { renderedAt: now(), sourceFailingSince: failingSince } }
    }
    const sourceFailed = fresh.kind === 'failed' || (fresh.kind === 'page' && fresh.statusCode === 503)
    const copy = copies.get(key)
    if (!sourceFailed || !copy) return fresh
    if (now() - copy.at > LAST_GOOD_MS) {
      drop(key)
      return fresh
    }
    console.warn(`[server] ${url.slice(0, 200)}: the content source failed; serving the copy rendered ${new Date(copy.at).toISOString()}`)
    return { ...copy.answer, stale: { renderedAt: copy.at, sourceFailingSince: failingSince } }
  }
}

/**
 * A render sees the URL and no request header: what it cannot read cannot make two visitors' copies
 * of a page differ, so the URL is the whole cache key, here and in any shared cache in front.
 */
async function answer(render: typeof renderPage, url: string, finishHtml: (html: string) => string): Promise<RenderAnswer> {
  const pageContext = await render({ urlOriginal: url, headersOriginal: {} })
  const { httpResponse } = pageContext
  if (httpResponse) {
    const html = httpResponse.headers.some(([name, value]) => name.toLowerCase() === 'content-type' && value.startsWith('text/html'))
    return { kind: 'page', statusCode: httpResponse.statusCode, headers: httpResponse.headers, body: pageBody(html ? finishHtml(httpResponse.body) : httpResponse.body) }
  }
  return pageContext.errorWhileRendering ? { kind: 'failed', error: pageContext.errorWhileRendering } : { kind: 'none' }
}

/**
 * Renders pages through vike, micro-cached when `cacheMs` > 0: one render per URL and period,
 * shared by concurrent requests; a copy up to one period stale is served while the next renders
 * (a longer-idle page renders afresh). A render is given the URL (with its host, for canonical
 * links), nothing else, and it is the key. Only 200 answers are kept:
 * errors and redirects render again. When a render fails because the content source does, the
 * page's last good copy (up to 24 hours old) is served instead, marked stale.
 */
export interface PageRendererOptions extends PageResilience {
  /** Applied to every rendered HTML page once, before it is kept (server/inline-styles.ts). */
  finishHtml?: (html: string) => string
}

export function createPageRenderer(render: typeof renderPage, cacheMs: number, { finishHtml = (html) => html, ...resilience }: PageRendererOptions = {}) {
  const withLastGood = lastGoodCopies(resilience)
  const cache = createSwrCache<RenderAnswer>({
    ttlMs: cacheMs,
    staleMs: cacheMs, // a page served is never more than two periods old
    maxEntries: 500,
    keep: (a) => a.kind === 'page' && a.statusCode === 200,
    onRefreshError: (key, error) => console.error(`[server] re-rendering ${key} failed:`, error),
  })
  return (url: string): Promise<RenderAnswer> => {
    const load = () => withLastGood(url, () => answer(render, url, finishHtml))
    if (cacheMs <= 0) return load()
    return cache.get(url, load)
  }
}
