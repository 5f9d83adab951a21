import { preferredCoding } from './content-coding.ts'
import { matchesEtag, pageBytes, type PageEntry } from './page-entry.ts'

/**
 * How long a shared cache (a CDN) keeps a page before asking again: a content change reaches
 * visitors within a minute at most, while a hot page costs the site one request a minute per edge.
 */
export const PAGE_SHARED_MAX_AGE_S = 60
/** A page this much older is still served by the shared cache while it fetches the new copy. */
export const PAGE_STALE_WHILE_REVALIDATE_S = 600
/** And served when the site fails, as long as the site's own last good copies (server/page-cache.ts) last. */
export const PAGE_STALE_IF_ERROR_S = 24 * 60 * 60

/**
 * Cache-Control of a page. Pages are the same for every visitor of a URL (a render reads no
 * request header and writes no cookie), so shared caches may keep them; browsers revalidate each
 * time (max-age=0) and get a 304 when the ETag still holds. Not-found pages are kept briefly; a
 * copy served while the content source fails is kept a few seconds only; other errors never.
 */
export function pageCacheControl(statusCode: number, stale: boolean): string {
  if (statusCode === 200 && stale) return 'public, max-age=0, s-maxage=5'
  if (statusCode === 200) {
    return `public, max-age=0, s-maxage=${PAGE_SHARED_MAX_AGE_S}, stale-while-revalidate=${PAGE_STALE_WHILE_REVALIDATE_S}, stale-if-error=${PAGE_STALE_IF_ERROR_S}`
  }
  if (statusCode === 404 || statusCode === 410) return `public, max-age=0, s-maxage=${PAGE_SHARED_MAX_AGE_S}`
  return 'no-store'
}

/**
 * The answer for a rendered page: 304 when the request's If-None-Match holds the page's ETag,
 * else the page in the best coding the client accepts, as the page cache keeps it (server/page-entry.ts).
 */
export async function pageResponse(request: Request, statusCode: number, headers: Headers, entry: PageEntry): Promise<Response> {
  headers.set('ETag', entry.etag)
  headers.set('Vary', 'Accept-Encoding')
  if (statusCode === 200 && matchesEtag(request.headers.get('if-none-match') ?? undefined, entry.etag)) {
    // RFC 9110 §15.4.5: a 304 carries the validators and caching headers, not the representation's.
    // It keeps the page's own policy: the browser stores a 304's headers over the cached page's, and
    // the default policy (server/security-headers.ts) would refuse the page's inline styles.
    for (const name of ['content-type', 'content-length']) headers.delete(name)
    return new Response(null, { status: 304, headers })
  }
  const coding = preferredCoding(request.headers.get('accept-encoding') ?? undefined)
  const bytes = await pageBytes(entry, coding)
  if (coding !== 'identity') headers.set('Content-Encoding', coding)
  headers.set('Content-Length', String(bytes.length))
  return new Response(request.method === 'HEAD' ? null : (bytes as Uint8Array<ArrayBuffer>) /* zlib's buffers are never shared memory */, { status: statusCode, headers })
}
