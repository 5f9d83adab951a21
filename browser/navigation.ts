import { finishLoadingBar, startLoadingBar } from './loading-bar.ts'
import { installLinkPrefetch, sitePageLink } from './prefetch-links.ts'

/**
 * Pages change by the browser's own navigation (docs/architecture.md, "How pages load in the browser": no client-side router). The
 * loading bar (SPEC §9: after 200 ms, filling over 5 s) runs while the next page loads; a page
 * brought back from the back/forward cache comes without it. Links are prefetched on intent.
 */
export function installNavigation(): void {
  document.addEventListener('click', (event) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    if (sitePageLink(event.target)) startLoadingBar()
  })
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) finishLoadingBar()
  })
  installLinkPrefetch()
}
