import { hasCookie, SITE_COOKIES } from '../renderer/site-cookies.ts'
import { writeCookie } from '../renderer/cookie-access.ts'

/** SPEC §9: the notice appears 4 seconds after load. */
export const COOKIE_NOTICE_DELAY_MS = 4000

/** SPEC §4, §9: the cookie notice shows 4 s after load to a visitor who has not accepted; accepting is kept 30 days. */
export function installCookieNotice(): void {
  const notice = document.querySelector<HTMLElement>('.cookie-notice')
  if (!notice || hasCookie(SITE_COOKIES.cookiePolicy)) return
  // Counted from the page load, not from when this script ran.
  setTimeout(() => (notice.hidden = false), Math.max(0, COOKIE_NOTICE_DELAY_MS - performance.now()))
  notice.querySelector('[data-accept-cookies]')?.addEventListener('click', () => {
    writeCookie(SITE_COOKIES.cookiePolicy, 'true')
    notice.hidden = true
  })
}
