import type { PageContextClient } from 'vike/types'
import { pushPageView } from '../renderer/page-view.ts'
import { finishLoadingBar } from '../renderer/loading-bar.ts'

/** Every client-side navigation counts as a page view; the loading bar completes. */
export function onPageTransitionEnd(pageContext: PageContextClient) {
  finishLoadingBar()
  pushPageView(pageContext)
}
