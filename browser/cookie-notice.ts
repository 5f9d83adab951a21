import { CONSENT_MARK, hasCookie, SITE_COOKIES } from '../renderer/site-cookies.ts'
import { writeCookie } from '../renderer/cookie-access.ts'
import { whenShown } from './when-shown.ts'

/** Dispatched on the document when the visitor accepts cookies: what waits for consent starts (browser/analytics.ts). */
export const COOKIES_ACCEPTED_EVENT = 'site:cookies-accepted'

/**
 * Runs `callback` once the visitor has accepted cookies (before, or on this page), and not before
 * the page is shown (a prerendered one may never be): what waits for consent (analytics, field vitals).
 */
export function whenConsented(callback: () => void): void {
  whenShown(() => {
    if (hasCookie(SITE_COOKIES.cookiePolicy)) callback()
    else document.addEventListener(COOKIES_ACCEPTED_EVENT, callback, { once: true })
  })
}

/** The document's mark of consent (set before the first paint by server/page-bootstrap.ts); a style hides the notice with it. */
const markConsent = () => document.documentElement.setAttribute(CONSENT_MARK, '')

/**
 * SPEC §4, §9: the cookie notice, in the page from its first paint, until the visitor accepts;
 * accepting is kept 30 days. The mark is set again here when the visitor accepted meanwhile in
 * another tab: a prerendered page once shown, a page back from the back-forward cache.
 */
export function installCookieNotice(): void {
  const notice = document.querySelector<HTMLElement>('.cookie-notice')
  if (!notice) return
  const sync = () => hasCookie(SITE_COOKIES.cookiePolicy) && markConsent()
  sync()
  whenShown(sync)
  window.addEventListener('pageshow', sync)
  notice.querySelector('[data-accept-cookies]')?.addEventListener('click', () => {
    writeCookie(SITE_COOKIES.cookiePolicy, 'true')
    markConsent()
    document.dispatchEvent(new Event(COOKIES_ACCEPTED_EVENT))
  })
}
