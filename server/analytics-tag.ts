import type { AnalyticsConfig } from '../renderer/page-facts.ts'

/**
 * SPEC §7 page views to an analytics and tag-manager service, behind consent: ANALYTICS_TAG_ID
 * (a Google Tag Manager container `GTM-…` or a Google Analytics 4 property `G-…`) turns it on, and
 * ANALYTICS_SCRIPT_URL chooses the loader (https; Google's for the id by default), so that any
 * service that reads the same `dataLayer` works. The browser loads it only once the visitor has
 * accepted the cookie notice (browser/analytics.ts); the CSP allows its origins only when it is set.
 */
export interface AnalyticsTag extends AnalyticsConfig {
  /** What the page's policy allows for it: the loader's origin, and where Google's tags send their hits. */
  origins: string[]
}

const TAG_ID = /^(?:GTM|G)-[A-Z0-9]{4,20}$/
const GOOGLE_LOADER_ORIGIN = 'https://www.googletagmanager.com'
/** Where a Google tag sends page views (the regional collection hosts included). */
const GOOGLE_HIT_ORIGINS = ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com']

export function analyticsTag(env: NodeJS.ProcessEnv = process.env): AnalyticsTag | null {
  const tagId = env.ANALYTICS_TAG_ID?.trim() ?? ''
  if (tagId === '') return null
  if (!TAG_ID.test(tagId)) throw new Error(`ANALYTICS_TAG_ID must be a tag manager container (GTM-…) or a GA4 id (G-…), not '${tagId}'`)
  const loader = tagId.startsWith('GTM-') ? `${GOOGLE_LOADER_ORIGIN}/gtm.js?id=${tagId}` : `${GOOGLE_LOADER_ORIGIN}/gtag/js?id=${tagId}`
  const value = env.ANALYTICS_SCRIPT_URL?.trim() || loader
  const url = URL.canParse(value) ? new URL(value) : null
  if (url?.protocol !== 'https:') throw new Error(`ANALYTICS_SCRIPT_URL must be an https URL, not '${value}'`)
  const google = url.origin === GOOGLE_LOADER_ORIGIN
  return { tagId, scriptUrl: url.href, origins: google ? [url.origin, ...GOOGLE_HIT_ORIGINS] : [url.origin] }
}
