import { hasCookie, SITE_COOKIES } from '../renderer/site-cookies.ts'
import { writeCookie } from '../renderer/cookie-access.ts'
import { whenShown } from './when-shown.ts'

/** SPEC §9: the notice appears 4 seconds after load (after the page is shown, for a prerendered page). */
export const COOKIE_NOTICE_DELAY_MS = 4000

/** Dispatched on the document when the visitor accepts cookies: what waits for consent starts (browser/analytics.ts). */
export const COOKIES_ACCEPTED_EVENT = 'site:cookies-accepted'

/**
 * SPEC §4, §9: the cookie notice shows 4 s after load to a visitor who has not accepted; accepting
 * is kept 30 days. A prerendered page asks once shown: the visitor may have accepted meanwhile.
 */
export function installCookieNotice(): void {
  whenShown((shownAt) => {
    const notice = document.querySelector<HTMLElement>('.cookie-notice')
    if (!notice || hasCookie(SITE_COOKIES.cookiePolicy)) return
    // Counted from when the page was shown (its load, for most), not from when this script ran.
    setTimeout(() => (notice.hidden = false), Math.max(0, COOKIE_NOTICE_DELAY_MS - (performance.now() - shownAt)))
    notice.querySelector('[data-accept-cookies]')?.addEventListener('click', () => {
      writeCookie(SITE_COOKIES.cookiePolicy, 'true')
      notice.hidden = true
      document.dispatchEvent(new Event(COOKIES_ACCEPTED_EVENT))
    })
  })
}
