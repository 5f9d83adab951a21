import Cookies from 'universal-cookie'
import type { SiteCookie } from './site-cookies.ts'

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
