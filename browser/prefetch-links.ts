import { NO_PRELOAD_ATTRIBUTE } from '../renderer/no-preload-attribute.ts'
/** What the browser says about its connection (Network Information API, where it exists). */
interface ConnectionHints {
  onLine: boolean
  connection?: { saveData?: boolean; effectiveType?: string } & Partial<Pick<EventTarget, 'addEventListener'>>
}

/** SPEC §4: link prefetch is skipped when offline, on 2g, or with data saver. */
export function prefetchAllowed({ onLine, connection }: ConnectionHints): boolean {
  if (!onLine) return false
  if (connection?.saveData) return false
  return !/(^|-)2g$/.test(connection?.effectiveType ?? '')
}

/** The page a link leads to on this site, if it is another page than this one (and the browser would load it here). */
export function sitePageLink(target: EventTarget | null): URL | null {
  const link = target instanceof Element ? target.closest('a[href]') : null
  if (!(link instanceof HTMLAnchorElement)) return null
  if ((link.target && link.target !== '_self') || link.hasAttribute('download') || /\bexternal\b/.test(link.rel)) return null
  const url = new URL(link.href)
  if (url.origin !== window.location.origin) return null
  if (url.pathname === window.location.pathname && url.search === window.location.search) return null // same page, or a #hash on it
  return url
}

/** Pages already asked for: the browser's cache keeps them (pages revalidate with their ETag). */
const prefetched = new Set<string>()

/** On hover or touch, the browser fetches the page at low priority, so that following the link is instant. */
function prefetchOnIntent(event: Event): void {
  const url = sitePageLink(event.target)
  if (!url || !prefetchAllowed(navigator)) return
  const href = url.pathname + url.search
  if (prefetched.has(href)) return
  prefetched.add(href)
  const link = document.createElement('link')
  link.rel = 'prefetch'
  link.as = 'document'
  link.href = href
  document.head.append(link)
}

/**
 * Where the browser takes the Speculation-Rules header (server/speculation-rules.ts) it prerenders
 * links itself: the page only tells it when the connection forbids it, and keeps that up to date.
 */
function followConnection(): void {
  const hints = navigator as ConnectionHints
  const mark = () => document.documentElement.toggleAttribute(NO_PRELOAD_ATTRIBUTE, !prefetchAllowed(hints))
  mark()
  for (const type of ['online', 'offline']) window.addEventListener(type, mark)
  hints.connection?.addEventListener?.('change', mark)
}

let installed = false

/** Links are fetched ahead of a likely click: by the browser's speculation rules, or else on hover or touch here. */
export function installLinkPrefetch(): void {
  if (installed) return
  installed = true
  if (HTMLScriptElement.supports?.('speculationrules')) return followConnection()
  for (const type of ['mouseover', 'touchstart']) document.addEventListener(type, prefetchOnIntent, { passive: true })
}
