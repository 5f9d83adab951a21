import type { PageContextClient } from 'vike/types'
import { pushPageView } from '../renderer/page-view.ts'
import { trackAffiliateVisit } from '../renderer/affiliate.ts'
import { registerServiceWorker } from '../renderer/service-worker.ts'
import { loadCheckoutScriptFor } from '../renderer/checkout-script.ts'

/**
 * First page: marks the hydrated document (tests and monitoring wait for it), counts the view,
 * records a referral, registers the service worker and loads the checkout script where needed.
 */
export function onHydrationEnd(pageContext: PageContextClient) {
  document.documentElement.dataset.hydrated = 'true'
  pushPageView(pageContext)
  void trackAffiliateVisit(window.location)
  registerServiceWorker()
  loadCheckoutScriptFor(pageContext)
}
