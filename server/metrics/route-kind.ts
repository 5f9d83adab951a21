/**
 * What a request asked for, in a few words that bound the metrics' series: never the path itself,
 * which anyone can make up.
 * - `page`: a page (whatever the page cache answers, a 404 or a redirect to the slash URL too);
 * - `asset`: a file (the build's `/assets/`, anything named with an extension: images, the service worker, rule sets);
 * - `feed`: the RSS feeds, the sitemaps and robots.txt;
 * - `api`: the site's own API (forms, search, sales, change notices);
 * - `preview`: what the editor asks (draft, page and block previews, site checks);
 * - `wp-json`: the embedded content API;
 * - `health`: `/healthz` and `/readyz`;
 * - `metrics`: `/metrics`;
 * - `invalid`: a request refused before routing (a malformed request line or target).
 */
export const ROUTE_KINDS = ['page', 'asset', 'feed', 'api', 'preview', 'wp-json', 'health', 'metrics', 'invalid'] as const
export type RouteKind = (typeof ROUTE_KINDS)[number]

const FEED = /^\/(?:(?:[a-z]{2}\/)?feed\/|sitemap(?:-[a-z]{2})?\.xml|robots\.txt)(?:\?|$)/
/** An extension on the path's last segment (the query left out). */
const FILE = /^[^?]*\.[a-z0-9]{1,8}(?:\?|$)/i
const PREVIEW_QUERY = /\?(?:[^#]*&)?preview=/

/** Whether `target` is exactly `path`, with or without a query. */
const is = (target: string, path: string) => target.startsWith(path) && (target.length === path.length || target.charCodeAt(path.length) === 63) // '?'

/** The kind of a request target (path and query as sent, leading slashes collapsed); no allocation on the way. */
export function routeKind(target: string): RouteKind {
  if (target.startsWith('/api/')) return target.startsWith('/api/preview/') || target.startsWith('/api/checks/') ? 'preview' : 'api'
  if (target.startsWith('/assets/')) return 'asset'
  if (target.startsWith('/wp-json/') || is(target, '/wp-json')) return 'wp-json'
  if (is(target, '/healthz') || is(target, '/readyz')) return 'health'
  if (is(target, '/metrics')) return 'metrics'
  if (FEED.test(target)) return 'feed'
  if (FILE.test(target)) return 'asset'
  // A draft's preview is the page's own path with the preview token.
  if (PREVIEW_QUERY.test(target)) return 'preview'
  return 'page'
}
