import Cookies from 'universal-cookie'
import { SITE_COOKIES, type SiteCookie } from './site-cookies.ts'
import { isLocale, type Locale } from '../content-rules/locales.ts'

/** Reads a cookie as a string in the browser (undefined on the server or when absent). */
export function readCookie(cookie: SiteCookie): string | undefined {
  if (typeof document === 'undefined') return undefined
  const value: unknown = new Cookies(document.cookie).get(cookie.name, { doNotParse: true })
  return typeof value === 'string' ? value : undefined
}

/** Sets a cookie for the whole site with its SPEC lifetime. */
export function writeCookie(cookie: SiteCookie, value: string): void {
  new Cookies().set(cookie.name, value, { path: '/', maxAge: cookie.maxAgeSeconds, sameSite: 'lax' })
}

/**
 * SPEC §9: the language the visitor viewed before this page (from the cookie), and remembers this
 * page's for 365 days. In the browser: pages are the same for every visitor, so no page writes
 * the cookie from the server.
 */
export function rememberLanguage(locale: Locale): Locale | null {
  const value = readCookie(SITE_COOKIES.locale)
  const previous = isLocale(value) ? value : null
  if (previous !== locale) writeCookie(SITE_COOKIES.locale, locale)
  return previous
}
