import type { PageContextClient } from 'vike/types'
import { pushPageView } from '../renderer/page-view.ts'

/** Every client-side navigation counts as a page view. */
export function onPageTransitionEnd(pageContext: PageContextClient) {
  pushPageView(pageContext)
}
