import type { PageContextClient } from 'vike/types'
import { pushPageView } from '../renderer/page-view.ts'

/** First page: marks the hydrated document (tests and monitoring wait for it) and counts the view. */
export function onHydrationEnd(pageContext: PageContextClient) {
  document.documentElement.dataset.hydrated = 'true'
  pushPageView(pageContext)
}
