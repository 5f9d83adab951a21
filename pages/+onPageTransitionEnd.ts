import type { PageContextClient } from 'vike/types'
import { pushPageView } from '../renderer/page-view.ts'
import { finishLoadingBar } from '../renderer/loading-bar.ts'
import { loadCheckoutScriptFor } from '../renderer/checkout-script.ts'

/** Every client-side navigation counts as a page view; the loading bar completes; a pricing page gets the checkout script. */
export function onPageTransitionEnd(pageContext: PageContextClient) {
  finishLoadingBar()
  pushPageView(pageContext)
  loadCheckoutScriptFor(pageContext)
}
