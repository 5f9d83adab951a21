import { preferredCoding, type ContentCoding } from '../http/content-coding.ts'
import { matchesEtag, pageBytes, type PageEntry } from './page-entry.ts'
import type { PageSource, RenderAnswer } from './page-cache.ts'
import { RETRY_AFTER_SECONDS } from '../source-unavailable.ts'

type PageAnswer = Extract<RenderAnswer, { kind: 'page' }>

/**
 * How long a shared cache (a CDN) keeps a page before asking again: a content change reaches
 * visitors within a minute at most, while a hot page costs the site one request a minute per edge.
 */
export const PAGE_SHARED_MAX_AGE_S = 60
/** A page this much older is still served by the shared cache while it fetches the new copy. */
export const PAGE_STALE_WHILE_REVALIDATE_S = 600
/** And served when the site fails, as long as the site's own last good copies (server/page-cache/page-cache.ts) last. */
export const PAGE_STALE_IF_ERROR_S = 24 * 60 * 60

/**
 * Cache-Control of a page. Pages are the same for every visitor of a URL (a render reads no
 * request header and writes no cookie), so shared caches may keep them; browsers revalidate each
 * time (max-age=0) and get a 304 when the ETag still holds. Not-found pages are kept briefly; a
 * copy served while the content source fails is kept a few seconds only; other errors never.
 * `secondsLeft`: until what the page shows ends (a campaign): no shared cache keeps it, fresh or
 * stale, past that.
 */
export function pageCacheControl(statusCode: number, stale: boolean, secondsLeft = Infinity): string {
  if (statusCode === 200 && stale) return 'public, max-age=0, s-maxage=5'
  if (statusCode === 200) {
    const left = Math.max(0, Math.floor(secondsLeft))
    const shared = Math.min(PAGE_SHARED_MAX_AGE_S, left)
    const whileRevalidating = Math.min(PAGE_STALE_WHILE_REVALIDATE_S, left - shared)
    return `public, max-age=0, s-maxage=${shared}, stale-while-revalidate=${whileRevalidating}, stale-if-error=${PAGE_STALE_IF_ERROR_S}`
  }
  if (statusCode === 404 || statusCode === 410) return `public, max-age=0, s-maxage=${PAGE_SHARED_MAX_AGE_S}`
  return 'no-store'
}

/** A page answer as the server writes it: status, headers in order, body (null for HEAD and 304). */
export interface PageReply {
  status: number
  headers: [string, string][]
  /** The same headers as one list of names and values, as Node's writeHead takes them. */
  flatHeaders: string[]
  body: Buffer | null
}

/** What a page answer depends on in the request. */
export interface PageRequest {
  method: string
  acceptEncoding: string | undefined
  ifNoneMatch: string | undefined
}

/** The X-Page-Cache header: `hit` (this instance kept it), `shared` (another instance rendered it), `miss` (rendered now). */
const PAGE_CACHE_STATUS: Record<PageSource, string> = { memory: 'hit', shared: 'shared', render: 'miss' }

/**
 * Answers for rendered pages, the one way the server makes them, whether through the app or, for a
 * page this instance holds, straight from the node handler (server/node-handler.ts): a 304 when
 * If-None-Match holds the page's ETag, else the page in the best coding the client accepts, as the
 * page cache keeps it (server/page-cache/page-entry.ts), with the security headers (`security`). A kept page's
 * headers are worked out once per coding, not per request.
 */
export function createPageReplies(security: (ownPolicy: string | null) => [string, string][]) {
  type HeaderForms = Map<string, { headers: [string, string][]; flatHeaders: string[] }>
  const known = new WeakMap<PageEntry, HeaderForms>()
  const codings = new Map<string, ContentCoding>()
  const codingOf = (acceptEncoding: string | undefined): ContentCoding => {
    const key = acceptEncoding ?? ''
    let coding = codings.get(key)
    if (coding === undefined) {
      coding = preferredCoding(acceptEncoding)
      // Browsers send a handful of distinct headers; anything else is worked out each time.
      if (codings.size < 64) codings.set(key, coding)
    }
    return coding
  }

  function headersFor(answer: PageAnswer, coding: ContentCoding, notModified: boolean, length: number): [string, string][] {
    const { entry } = answer
    const headers = new Headers([...entry.headers])
    if (answer.stale) {
      const since =
        answer.stale.sourceFailingSince === null ? '' : `; the content source has been failing since ${new Date(answer.stale.sourceFailingSince).toISOString()}`
      headers.set('X-Content-Stale', `rendered ${new Date(answer.stale.renderedAt).toISOString()}${since}`)
    }
    headers.set('Cache-Control', pageCacheControl(entry.statusCode, answer.stale !== undefined, (entry.expiresAt - Date.now()) / 1000))
    // The content source is failing and this page was never rendered: the branded 503, retried soon.
    if (entry.statusCode === 503) headers.set('Retry-After', String(RETRY_AFTER_SECONDS))
    // Where this answer came from: this instance's store, another's render, or a render now.
    headers.set('X-Page-Cache', PAGE_CACHE_STATUS[answer.from])
    headers.set('ETag', entry.etag)
    headers.set('Vary', 'Accept-Encoding')
    if (notModified) {
      // RFC 9110 §15.4.5: a 304 carries the validators and caching headers, not the representation's.
      // It keeps the page's own policy: the browser stores a 304's headers over the cached page's, and
      // the default policy would refuse the page's inline styles.
      headers.delete('content-type')
    } else {
      if (coding !== 'identity') headers.set('Content-Encoding', coding)
      headers.set('Content-Length', String(length))
    }
    for (const [name, value] of security(headers.get('Content-Security-Policy'))) headers.set(name, value)
    return [...headers]
  }

  const withFlat = (headers: [string, string][]) => ({ headers, flatHeaders: headers.flat() })

  /**
   * The headers of a kept page, from memory: the same answer for every request in the same coding,
   * but for a page near its end, whose shared-cache times shrink with each request.
   */
  function keptHeaders(answer: PageAnswer, coding: ContentCoding, notModified: boolean, length: number) {
    const nearItsEnd = answer.entry.expiresAt - Date.now() < (PAGE_SHARED_MAX_AGE_S + PAGE_STALE_WHILE_REVALIDATE_S) * 1000
    if (answer.stale || answer.from !== 'memory' || nearItsEnd) return withFlat(headersFor(answer, coding, notModified, length))
    let forms = known.get(answer.entry)
    if (!forms) known.set(answer.entry, (forms = new Map() as HeaderForms))
    const key = notModified ? '304' : coding
    let headers = forms.get(key)
    if (!headers) forms.set(key, (headers = withFlat(headersFor(answer, coding, notModified, length))))
    return headers
  }

  return {
    /** The answer, when the body is at hand without waiting (anything but identity): else null. */
    now(answer: PageAnswer, request: PageRequest): PageReply | null {
      const { entry } = answer
      if (entry.statusCode === 200 && matchesEtag(request.ifNoneMatch, entry.etag))
        return { status: 304, ...keptHeaders(answer, 'identity', true, 0), body: null }
      const coding = codingOf(request.acceptEncoding)
      const bytes = pageBytes(entry, coding)
      if (!Buffer.isBuffer(bytes)) return null
      return { status: entry.statusCode, ...keptHeaders(answer, coding, false, bytes.length), body: request.method === 'HEAD' ? null : bytes }
    },
    async reply(answer: PageAnswer, request: PageRequest): Promise<PageReply> {
      const ready = this.now(answer, request)
      if (ready) return ready
      const coding = codingOf(request.acceptEncoding)
      const bytes = await pageBytes(answer.entry, coding)
      return { status: answer.entry.statusCode, ...withFlat(headersFor(answer, coding, false, bytes.length)), body: request.method === 'HEAD' ? null : bytes }
    },
  }
}

export type PageReplies = ReturnType<typeof createPageReplies>
