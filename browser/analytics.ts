import type { AnalyticsConfig } from '../renderer/page-facts.ts'
import { whenConsented } from './cookie-notice.ts'
import { dataLayer } from './data-layer.ts'

/** What the tag's own snippet defines: every call is queued on the data layer as its arguments. */
function gtag(..._args: unknown[]): void {
  // The tag reads `arguments` objects (not arrays) off the data layer, as its snippet pushes them.
  // eslint-disable-next-line prefer-rest-params
  dataLayer().push(arguments as unknown as Record<string, unknown>)
}

const CONSENT_KINDS = ['ad_storage', 'ad_user_data', 'ad_personalization', 'analytics_storage'] as const
const consent = (value: 'denied' | 'granted') => Object.fromEntries(CONSENT_KINDS.map((kind) => [kind, value]))

/**
 * SPEC §7 page views to the analytics / tag-manager service (ANALYTICS_TAG_ID), behind
 * consent: consent is denied by default; 'Close and accept' (allowCookiePolicy) grants it, and only
 * then is the tag loaded. Nothing is sent for a page the browser prerendered and never showed: the
 * tag loads once the page is shown. The page view itself is the data layer's (page-view.ts).
 */
export function installAnalytics(config: AnalyticsConfig | null): void {
  if (!config) return
  gtag('consent', 'default', consent('denied'))
  const grant = () => {
    gtag('consent', 'update', consent('granted'))
    loadTag(config)
  }
  whenConsented(grant)
}

function loadTag({ tagId, scriptUrl }: AnalyticsConfig): void {
  if (tagId.startsWith('GTM-')) dataLayer().push({ 'gtm.start': Date.now(), event: 'gtm.js' })
  else {
    gtag('js', new Date())
    // The page view is the data layer's `page_view` event, once per page shown (page-view.ts).
    gtag('config', tagId, { send_page_view: false })
  }
  const script = document.createElement('script')
  script.async = true
  script.src = scriptUrl
  script.dataset.analytics = ''
  script.addEventListener('error', () => console.error(`[analytics] the tag ${scriptUrl} could not be loaded`))
  document.head.append(script)
}
