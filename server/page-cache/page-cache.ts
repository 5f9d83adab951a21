import type { renderPage } from 'vike/server'
import { collectDependencies, recordAll } from '../../cms/dependencies.ts'
import { createTaggedCache } from '../../cms/tagged-cache.ts'
import type { SharedStore } from '../../cms/shared-store.ts'
import { cdnTagHeaders } from './cdn-tags.ts'
import { isHtmlAnswer } from '../html-answer.ts'
import { decodePageEntry, encodePageEntry, pageEntry, type PageEntry } from './page-entry.ts'

/** vike's answer, reduced to what a response needs (the page context itself is not kept). */
export type RenderAnswer =
  /**
   * `from`: this process's store, another instance's render (the shared store), or a render now.
   * `stale`: rendered while the content source was failing, or a last good copy served instead of a failed render.
   */
  | { kind: 'page'; entry: PageEntry; from: PageSource; stale?: { renderedAt: number; sourceFailingSince: number | null } }
  /** Not even the error page could be rendered. */
  | { kind: 'failed'; error: unknown }
  /** vike has nothing for this URL. */
  | { kind: 'none' }

export type PageSource = 'memory' | 'shared' | 'render'

/**
 * Pages kept briefly: one rendered while the content source fails (it shows what the site still
 * held), and a URL with a query (anyone can make up new ones: a flood of them must not push the
 * site's pages out).
 */
export const SHORT_LIFETIME_MS = 5_000
/** How long a page's last good copy stands in for it while the content source fails. */
export const LAST_GOOD_MS = 24 * 60 * 60 * 1000
/** A render lock is held this long unless renewed (the holder renews it while it renders). */
const LOCK_MS = 5_000
/** How long an instance waits for another's render of the same URL before rendering it itself. */
const LOCK_WAIT_MS = 10_000
const LOCK_POLL_MS = 20

export interface PageCacheOptions {
  /** vike's renderPage; replaceable so that tests can make rendering fail. */
  render: typeof renderPage
  /** How long a rendered page is kept unless its content changes sooner; 0 keeps nothing (development). */
  lifetimeMs: number
  /** What the in-process page store holds (PAGE_CACHE_MB): the least recently used page leaves first. */
  maxBytes: number
  /** The store every instance shares (REDIS_URL); without it pages are this process's alone. */
  shared?: SharedStore
  /** How long a render lock lasts unless renewed (default 5 s): what a holder that died costs the others. */
  lockMs?: number
  now?: () => number
  /** Since when the content source has been failing, or null (the cms client knows). */
  sourceFailingSince?: () => number | null
  /** Applied to every rendered HTML page once, before it is kept (server/inline-styles.ts). */
  finishHtml?: (html: string) => string
  /** Headers worked out once per render from the page and its URL (its policy: server/http/security-headers.ts). */
  pageHeaders?: (headers: Headers, html: string, url: string) => void
}

const SHARED_PREFIX = 'page:'

/** A kept page as an answer: marked stale when it was rendered while the content source failed. */
const page = (entry: PageEntry, from: PageSource): RenderAnswer =>
  entry.sourceFailingSince === null
    ? { kind: 'page', entry, from }
    : { kind: 'page', entry, from, stale: { renderedAt: entry.renderedAt, sourceFailingSince: entry.sourceFailingSince } }
const hasQuery = (url: string) => url.includes('?')
/** A page the site keeps: a 200 (errors and redirects render again). */
const isKeptPage = (answer: RenderAnswer): answer is Extract<RenderAnswer, { kind: 'page' }> => answer.kind === 'page' && answer.entry.statusCode === 200

/**
 * Rendered pages, kept by the site's one cache engine (cms/tagged-cache.ts) until the content they
 * were built from changes: every page carries the tags of that content (cms/dependencies.ts) and a
 * change notice from WordPress drops exactly the pages tagged with what changed, on every
 * instance. Lifetimes are safety nets: a page is rendered again after `lifetimeMs` (24 h), or when
 * what it shows ends by itself (a campaign, a countdown: its expiry), and kept briefly when
 * rendered while the content source fails.
 *
 * - One render per URL: concurrent requests share it, and with a shared store so do the instances
 *   (a render lock; a holder that died is waited for LOCK_MS at most).
 * - A page past its lifetime is served once more while it renders again behind.
 * - Bounded by bytes (`maxBytes`): the least recently used pages leave first. Only 200 answers are
 *   kept; errors and redirects render again.
 * - When a render fails because the content source does, the page's last good copy (up to 24 hours
 *   old) is served instead, marked stale.
 */
export function createPageCache(options: PageCacheOptions) {
  const now = options.now ?? Date.now
  const sourceFailingSince = options.sourceFailingSince ?? (() => null)
  const finishHtml = options.finishHtml ?? ((html: string) => html)

  /** A render, its HTML finished and compressed, kept with the content it read and when it stops being true. */
  async function renderOnce(url: string): Promise<RenderAnswer> {
    const { value: pageContext, tags, expiresAt, freshUntil } = await collectDependencies(() => options.render({ urlOriginal: url, headersOriginal: {} }))
    // What the page read, for the cache around this render (its tags are in the page's headers too).
    recordAll({ tags, expiresAt, freshUntil })
    const { httpResponse } = pageContext
    if (!httpResponse) return pageContext.errorWhileRendering ? { kind: 'failed', error: pageContext.errorWhileRendering } : { kind: 'none' }
    const t = now()
    const failingSince = sourceFailingSince()
    const html = isHtmlAnswer(httpResponse.headers)
    const text = html ? finishHtml(httpResponse.body) : httpResponse.body
    const headers = new Headers(httpResponse.headers)
    options.pageHeaders?.(headers, text, url)
    for (const [name, value] of cdnTagHeaders(tags)) headers.set(name, value)
    const lifetime = failingSince !== null || hasQuery(url) ? SHORT_LIFETIME_MS : options.lifetimeMs
    const entry = await pageEntry(text, {
      statusCode: httpResponse.statusCode,
      headers: [...headers],
      tags,
      renderedAt: t,
      // Served once more while it renders again, but never past what it shows (a campaign's end):
      // nor by the fast path, which asks only whether it is fresh.
      freshUntil: Math.min(t + lifetime, expiresAt),
      expiresAt: Math.min(t + 2 * lifetime, expiresAt),
      sourceFailingSince: failingSince,
    })
    return page(entry, 'render')
  }

  const cache = createTaggedCache<RenderAnswer>({
    maxBytes: options.maxBytes,
    now,
    // A page's lifetime is its own (above): how it was rendered decides it. With a lifetime of 0
    // (development) none is served again, not even one rendered while the source failed: it is
    // kept as its last good copy only.
    lifetime: (answer) =>
      answer.kind === 'page' && options.lifetimeMs > 0
        ? { freshUntil: answer.entry.freshUntil, staleUntil: answer.entry.expiresAt }
        : { freshUntil: 0, staleUntil: 0 },
    weigh: (answer) => (answer.kind === 'page' ? answer.entry.bytes : 0),
    keep: isKeptPage,
    shared: options.shared && {
      store: options.shared,
      prefix: SHARED_PREFIX,
      encode: (answer) => encodePageEntry((answer as Extract<RenderAnswer, { kind: 'page' }>).entry),
      decode: (bytes) => page(decodePageEntry(bytes), 'shared'),
      // Development keeps nothing to share; a URL with a query is anyone's to make up; a page
      // rendered while the content source failed is this instance's, briefly.
      keys: (url) => options.lifetimeMs > 0 && !hasQuery(url),
      keep: (answer) => answer.kind === 'page' && answer.entry.sourceFailingSince === null,
      lock: { ms: options.lockMs ?? LOCK_MS, waitMs: LOCK_WAIT_MS, pollMs: LOCK_POLL_MS },
    },
    // A purged page (a change notice while the source is down), or one past its lifetime, stays to stand in for a failed render.
    lastGood: { maxAgeMs: LAST_GOOD_MS, eligible: (answer, url) => isKeptPage(answer) && !hasQuery(url) },
    onRefreshError: (url, error) => console.error(`[server] re-rendering ${url.slice(0, 200)} failed:`, error),
  })
  /** When a render failed because the content source does (a 503, or no page at all): the last good copy, if any. */
  function lastGood(url: string, answer: RenderAnswer): RenderAnswer {
    const sourceFailed = answer.kind === 'failed' || (answer.kind === 'page' && answer.entry.statusCode === 503)
    const kept = sourceFailed ? cache.lastGood(url) : null
    if (!kept || kept.value.kind !== 'page') return answer
    const { entry } = kept.value
    console.warn(`[server] ${url.slice(0, 200)}: the content source failed; serving the copy rendered ${new Date(entry.renderedAt).toISOString()}`)
    return { kind: 'page', entry, from: 'memory', stale: { renderedAt: entry.renderedAt, sourceFailingSince: sourceFailingSince() } }
  }

  return {
    /** The page at `url`: kept, another instance's, or rendered now. */
    async get(url: string): Promise<RenderAnswer> {
      const { value, from } = await cache.get(url, () => renderOnce(url))
      if (isKeptPage(value)) return from === 'load' ? value : page(value.entry, from)
      return lastGood(url, value)
    },
    /**
     * A page this instance holds and may serve as it is (fresh, rendered while the source answered),
     * without waiting: what the node handler answers before the app sees the request.
     */
    kept(url: string): RenderAnswer | null {
      const kept = cache.peek(url)
      if (!kept || kept.kind !== 'page' || kept.entry.sourceFailingSince !== null) return null
      return { kind: 'page', entry: kept.entry, from: 'memory' }
    },
    /** What the in-process store holds. */
    stats: () => ({ pages: cache.size, bytes: cache.bytes }),
    close: cache.close,
  }
}

export type PageCache = ReturnType<typeof createPageCache>
