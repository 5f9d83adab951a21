const DAY = 24 * 60 * 60

/** Every cookie the site sets, with its lifetime (SPEC §9). Read and written through cookie-access.ts. */
export const SITE_COOKIES = {
  /** The visitor's language. */
  locale: { name: 'i18n_redirected', maxAgeSeconds: 365 * DAY },
  /** The cookie notice was accepted. */
  cookiePolicy: { name: 'allowCookiePolicy', maxAgeSeconds: 30 * DAY },
  /** Product slugs (JSON list) or 'all' whose sales notifications the visitor closed. */
  salesNotificationsOff: { name: 'disable_sales_notification_for', maxAgeSeconds: DAY },
  /** The archive-variant newsletter form was used to subscribe (it stays closed). */
  newsletterSubscribed: { name: 'newsletter_subscribed', maxAgeSeconds: 30 * DAY },
  /** Affiliate referral and the recorded visit. */
  affiliateRef: { name: 'affwp_ref', maxAgeSeconds: 30 * DAY },
  affiliateVisit: { name: 'affwp_ref_visit_id', maxAgeSeconds: 30 * DAY },
} as const

/**
 * The document's mark that the visitor accepted cookies (`allowCookiePolicy`): set before the first
 * paint by the page bootstrap (server/page-bootstrap.ts), again by the page script on accepting;
 * the cookie notice's style hides it under this mark (layouts/CookieNotice.css).
 */
export const CONSENT_MARK = 'data-consent'

export type SiteCookie = (typeof SITE_COOKIES)[keyof typeof SITE_COOKIES]

/** Whether the document has the cookie at all: a cheap check that needs no cookie library. */
export function hasCookie(cookie: SiteCookie): boolean {
  return typeof document !== 'undefined' && document.cookie.split(/;\s*/).some((pair) => pair.startsWith(`${cookie.name}=`))
}
