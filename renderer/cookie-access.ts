import Cookies from 'universal-cookie'
import { SITE_COOKIES, type SiteCookie } from './site-cookies.ts'
import { isLocale, type Locale } from '../locales/locales.ts'

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

/** A cookie's value from a Cookie request header (server side). */
export function cookieFromHeader(header: string | undefined, cookie: SiteCookie): string | undefined {
  const value: unknown = new Cookies(header ?? '').get(cookie.name, { doNotParse: true })
  return typeof value === 'string' ? value : undefined
}

/** SPEC §9: the language the visitor last viewed, from a Cookie request header; null when absent or unknown. */
export function localeFromCookieHeader(header: string | undefined): Locale | null {
  const value = cookieFromHeader(header, SITE_COOKIES.locale)
  return isLocale(value) ? value : null
}
