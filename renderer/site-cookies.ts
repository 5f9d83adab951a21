import Cookies from 'universal-cookie'

const DAY = 24 * 60 * 60

/** Every cookie the site sets, with its lifetime (SPEC §9). */
export const SITE_COOKIES = {
  /** The visitor's language. */
  locale: { name: 'i18n_redirected', maxAgeSeconds: 365 * DAY },
  /** The cookie notice was accepted. */
  cookiePolicy: { name: 'allowCookiePolicy', maxAgeSeconds: 30 * DAY },
  /** Product slugs (JSON list) or 'all' whose sales notifications the visitor closed. */
  salesNotificationsOff: { name: 'disable_sales_notification_for', maxAgeSeconds: DAY },
  /** Affiliate referral and the recorded visit. */
  affiliateRef: { name: 'affwp_ref', maxAgeSeconds: 30 * DAY },
  affiliateVisit: { name: 'affwp_ref_visit_id', maxAgeSeconds: 30 * DAY },
} as const

export type SiteCookie = (typeof SITE_COOKIES)[keyof typeof SITE_COOKIES]

/** Reads a cookie as a string in the browser (undefined on the server or when absent). */
export function readCookie(cookie: SiteCookie): string | undefined {
  if (typeof document === 'undefined') return undefined
  const value: unknown = new Cookies(document.cookie).get(cookie.name, { doNotParse: true })
  return typeof value === 'string' ? value : undefined
}

export function writeCookie(cookie: SiteCookie, value: string): void {
  new Cookies().set(cookie.name, value, { path: '/', maxAge: cookie.maxAgeSeconds, sameSite: 'lax' })
}

/** A cookie's value from a Cookie request header (server side). */
export function cookieFromHeader(header: string | undefined, cookie: SiteCookie): string | undefined {
  const value: unknown = new Cookies(header ?? '').get(cookie.name, { doNotParse: true })
  return typeof value === 'string' ? value : undefined
}
