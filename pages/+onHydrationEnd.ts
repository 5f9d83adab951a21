import type { PageContextClient } from 'vike/types'
import { pushPageView } from '../renderer/page-view.ts'
import { hasCookie, SITE_COOKIES } from '../renderer/site-cookies.ts'
import { registerServiceWorker } from '../renderer/service-worker.ts'
import { loadCheckoutScriptFor } from '../renderer/checkout-script.ts'

/**
 * First page: marks the hydrated document (tests and monitoring wait for it), counts the view,
 * records a referral, registers the service worker and loads the checkout script where needed.
 */
export function onHydrationEnd(pageContext: PageContextClient) {
  document.documentElement.dataset.hydrated = 'true'
  pushPageView(pageContext)
  // Affiliate code and its cookie library load only for visitors who came with (or kept) a referral.
  if (new URLSearchParams(window.location.search).has('ref') || hasCookie(SITE_COOKIES.affiliateRef)) {
    void import('../renderer/affiliate.ts').then((affiliate) => affiliate.startAffiliateTracking(window.location))
  }
  registerServiceWorker()
  loadCheckoutScriptFor(pageContext)
}
