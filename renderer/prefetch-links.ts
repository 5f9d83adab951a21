import { prefetch } from 'vike/client/router'
import { PAGE_DATA_FRESH_MS, pageDataUrl } from './page-data.ts'

/** What the browser says about its connection (Network Information API, where it exists). */
interface ConnectionHints {
  onLine: boolean
  connection?: { saveData?: boolean; effectiveType?: string }
}

/** SPEC §4: link prefetch is skipped when offline, on 2g, or with data saver. */
export function prefetchAllowed({ onLine, connection }: ConnectionHints): boolean {
  if (!onLine) return false
  if (connection?.saveData) return false
  return !/(^|-)2g$/.test(connection?.effectiveType ?? '')
}

/** When each page's data was last prefetched: once per freshness window is enough. */
const prefetchedAt = new Map<string, number>()

/** The link the visitor is about to follow, if the client router would handle it. */
function routedLink(target: EventTarget | null): URL | null {
  const link = target instanceof Element ? target.closest('a[href]') : null
  if (!(link instanceof HTMLAnchorElement)) return null
  if ((link.target && link.target !== '_self') || link.hasAttribute('download') || /\bexternal\b/.test(link.rel)) return null
  const url = new URL(link.href)
  if (url.origin !== window.location.origin) return null
  if (url.pathname === window.location.pathname && url.search === window.location.search) return null // same page
  return url
}

/** On hover or touch, fetch the page's code and data so that following the link is instant. */
function prefetchOnIntent(event: Event): void {
  const url = routedLink(event.target)
  if (!url || !prefetchAllowed(navigator as ConnectionHints)) return
  const dataUrl = pageDataUrl(url)
  const last = prefetchedAt.get(dataUrl)
  if (last !== undefined && Date.now() - last < PAGE_DATA_FRESH_MS) return
  prefetchedAt.set(dataUrl, Date.now())
  // A failed prefetch costs nothing: following the link fetches again.
  void prefetch(url.pathname + url.search).catch(() => {})
  void fetch(dataUrl, { priority: 'low' }).catch(() => {})
}

let installed = false

export function installLinkPrefetch(): void {
  if (installed) return
  installed = true
  for (const type of ['mouseover', 'touchstart']) document.addEventListener(type, prefetchOnIntent, { passive: true })
}
