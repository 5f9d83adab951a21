/** vike's client router fetches a page's data from `{path}index.pageContext.json`. */
export const PAGE_DATA_SUFFIX = '.pageContext.json'

/** How long the browser may reuse page data (so that data prefetched on hover serves the click). */
export const PAGE_DATA_FRESH_MS = 10_000

/** `/about/` → `/about/index.pageContext.json`, as vike's router requests it. */
export function pageDataUrl(url: URL): string {
  return `${url.pathname}${url.pathname.endsWith('/') ? '' : '/'}index${PAGE_DATA_SUFFIX}${url.search}`
}
