import type { renderPage } from 'vike/server'
import { collectDependencies, registerPurgeable } from '../cms/dependencies.ts'
import { createLruStore } from '../cms/lru-store.ts'
import type { SharedLock, SharedStore } from '../cms/shared-store.ts'
import { cdnTagHeaders } from './cdn-tags.ts'
import { isHtmlAnswer } from './html-answer.ts'
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
  /** Headers worked out once per render from the page and its URL (its policy: server/security-headers.ts). */
  pageHeaders?: (headers: Headers, html: string, url: string) => void
}

/** A page in this process's store; a purged or expired one stays as its last good copy until evicted. */
interface Slot {
  entry: PageEntry
  /** Dropped by a purge (or past its expiry): never served as it is, only in place of a failed render. */
  retired: boolean
  readonly bytes: number
  readonly tags: ReadonlySet<string>
}

const SHARED_PREFIX = 'page:'

/** A kept page as an answer: marked stale when it was rendered while the content source failed. */
const page = (entry: PageEntry, from: PageSource): RenderAnswer =>
  entry.sourceFailingSince === null
    ? { kind: 'page', entry, from }
    : { kind: 'page', entry, from, stale: { renderedAt: entry.renderedAt, sourceFailingSince: entry.sourceFailingSince } }
const hasQuery = (url: string) => url.includes('?')

/**
 * Rendered pages, kept until the content they were built from changes: every page carries the
 * tags of that content (cms/dependencies.ts) and a change notice from WordPress drops exactly the
 * pages tagged with what changed, on every instance. Lifetimes are safety nets: a page is
 * rendered again after `lifetimeMs` (24 h), or when what it shows ends by itself (a campaign, a
 * countdown: its expiry), and kept briefly when rendered while the content source fails.
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
  const shared = options.shared
  const store = createLruStore<Slot>(options.maxBytes)
  const inFlight = new Map<string, Promise<RenderAnswer>>()
  // A render that was under way when a purge happened may hold what the purge meant to drop.
  let purges = 0
  const slot = (entry: PageEntry, retired = false): Slot => ({ entry, retired, bytes: entry.bytes, tags: entry.tags })

  /** A render, its HTML finished and compressed, kept with the content it read and when it stops being true. */
  async function renderOnce(url: string): Promise<RenderAnswer> {
    const { value: pageContext, tags, expiresAt } = await collectDependencies(() => options.render({ urlOriginal: url, headersOriginal: {} }))
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

  /** Renders `url` and keeps the page (here, and for every instance) unless a purge came in between. */
  async function renderAndKeep(url: string): Promise<RenderAnswer> {
    const generation = shared ? await shared.generation() : null
    const purgesBefore = purges
    const answer = await renderOnce(url)
    const rendered = answer.kind === 'page' && answer.entry.statusCode === 200
    if (rendered && purges === purgesBefore) {
      const { entry } = answer
      // With a lifetime of 0 (development) a page is kept only as its last good copy.
      store.set(url, slot(entry, options.lifetimeMs <= 0))
      if (shared && options.lifetimeMs > 0 && entry.sourceFailingSince === null && !hasQuery(url)) {
        void shared.set(SHARED_PREFIX + url, encodePageEntry(entry), { ttlMs: entry.expiresAt - now(), tags: entry.tags, generation })
      }
    }
    if (rendered) return answer
    return lastGood(url, answer)
  }

  /** When a render failed because the content source does (a 503, or no page at all): the last good copy, if any. */
  function lastGood(url: string, answer: RenderAnswer): RenderAnswer {
    const sourceFailed = answer.kind === 'failed' || (answer.kind === 'page' && answer.entry.statusCode === 503)
    const kept = store.peek(url)
    if (!sourceFailed || !kept) return answer
    if (now() - kept.entry.renderedAt > LAST_GOOD_MS) {
      store.delete(url)
      return answer
    }
    console.warn(`[server] ${url.slice(0, 200)}: the content source failed; serving the copy rendered ${new Date(kept.entry.renderedAt).toISOString()}`)
    return { kind: 'page', entry: kept.entry, from: 'memory', stale: { renderedAt: kept.entry.renderedAt, sourceFailingSince: sourceFailingSince() } }
  }

  const usable = (entry: PageEntry, t: number) => t < entry.expiresAt
  const fresh = (entry: PageEntry, t: number) => t < entry.freshUntil

  async function fromShared(url: string): Promise<PageEntry | null> {
    const bytes = shared ? await shared.get(SHARED_PREFIX + url) : null
    if (!bytes) return null
    try {
      return decodePageEntry(bytes)
    } catch (error) {
      console.error(`[server] the shared copy of ${url.slice(0, 200)} cannot be read: ${error instanceof Error ? error.message : String(error)}`)
      return null
    }
  }

  /**
   * The page from another instance (the shared store), else rendered here: when another instance
   * is rendering it, its render is awaited instead of made twice. `needFresh`: a refresh in the
   * background wants a copy newer than the one it replaces.
   */
  async function obtain(url: string, needFresh: boolean): Promise<RenderAnswer> {
    if (!shared || options.lifetimeMs <= 0 || hasQuery(url)) return renderAndKeep(url)
    const acceptable = (entry: PageEntry | null): entry is PageEntry => entry !== null && usable(entry, now()) && (!needFresh || fresh(entry, now()))
    const found = await fromShared(url)
    if (acceptable(found)) {
      store.set(url, slot(found))
      return page(found, 'shared')
    }
    const key = SHARED_PREFIX + url
    const lockMs = options.lockMs ?? LOCK_MS
    let lock: SharedLock | null = await shared.lock(key, lockMs)
    const giveUpAt = Date.now() + LOCK_WAIT_MS
    while (!lock && Date.now() < giveUpAt) {
      await new Promise((resolve) => setTimeout(resolve, LOCK_POLL_MS))
      const theirs = await fromShared(url)
      if (acceptable(theirs)) {
        store.set(url, slot(theirs))
        return page(theirs, 'shared')
      }
      // The holder finished without keeping a page (an error), or died: take over.
      if (!(await shared.isLocked(key))) lock = await shared.lock(key, lockMs)
    }
    try {
      // Another instance may have kept it between our look and our lock: look again, holding it.
      const kept = lock ? await fromShared(url) : null
      if (acceptable(kept)) {
        store.set(url, slot(kept))
        return page(kept, 'shared')
      }
      return await renderAndKeep(url)
    } finally {
      await lock?.release()
    }
  }

  function once(url: string, needFresh: boolean): Promise<RenderAnswer> {
    const pending = inFlight.get(url)
    if (pending) return pending
    const promise = obtain(url, needFresh).finally(() => inFlight.delete(url))
    inFlight.set(url, promise)
    return promise
  }

  function retire(keys: Iterable<string>): number {
    purges += 1
    let dropped = 0
    const t = now()
    for (const key of keys) {
      const kept = store.peek(key)
      if (!kept || kept.retired) continue
      dropped += 1
      // A purged page stays as its last good copy (kept bytes count toward the bound as before).
      if (kept.entry.statusCode === 200 && !hasQuery(key) && t - kept.entry.renderedAt <= LAST_GOOD_MS) kept.retired = true
      else store.delete(key)
    }
    return dropped
  }
  const unregister = registerPurgeable({
    purge: (tags) => retire(store.keysTagged(tags)),
    clear: () => void retire([...store.keys()]),
  })

  return {
    /** The page at `url`: kept, another instance's, or rendered now. */
    async get(url: string): Promise<RenderAnswer> {
      const t = now()
      const kept = store.get(url)
      if (kept && !kept.retired && usable(kept.entry, t)) {
        if (!fresh(kept.entry, t) && !inFlight.has(url)) {
          once(url, true).catch((error) => console.error(`[server] re-rendering ${url.slice(0, 200)} failed:`, error))
        }
        return page(kept.entry, 'memory')
      }
      return once(url, false)
    },
    /**
     * A page this instance holds and may serve as it is (fresh, rendered while the source answered),
     * without waiting: what the node handler answers before the app sees the request.
     */
    kept(url: string): RenderAnswer | null {
      const kept = store.get(url)
      if (!kept || kept.retired || kept.entry.sourceFailingSince !== null || !fresh(kept.entry, now())) return null
      return { kind: 'page', entry: kept.entry, from: 'memory' }
    },
    /** What the in-process store holds. */
    stats: () => ({ pages: store.size, bytes: store.bytes }),
    close: unregister,
  }
}

export type PageCache = ReturnType<typeof createPageCache>
