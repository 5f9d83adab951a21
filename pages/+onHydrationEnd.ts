import type { PageContextClient } from 'vike/types'
import { pushPageView } from '../renderer/page-view.ts'
import { trackAffiliateVisit } from '../renderer/affiliate.ts'
import { registerServiceWorker } from '../renderer/service-worker.ts'

/**
 * First page: marks the hydrated document (tests and monitoring wait for it), counts the view,
 * records a referral and registers the service worker.
 */
export function onHydrationEnd(pageContext: PageContextClient) {
  document.documentElement.dataset.hydrated = 'true'
  pushPageView(pageContext)
  void trackAffiliateVisit(window.location)
  registerServiceWorker()
}
