import type { PageContextServer } from 'vike/types'
import { loadSitePageContext } from '../renderer/load-site-page-context.ts'

/** Server: what every page (error pages included) needs before it renders: messages, menus, clock. */
export async function onCreatePageContext(pageContext: PageContextServer) {
  // Also here, not only in +onBeforeRoute: vike's error page context is forked from before routing.
  Object.assign(
    pageContext,
    await loadSitePageContext({
      cms: pageContext.cms,
      urlOriginal: pageContext.urlOriginal,
      // A live preview shows the page at the moment its editor chose: for that render alone (it is never cached).
      renderedAt: pageContext.previewAt ?? Date.now(),
      previewCampaign: pageContext.previewCampaign,
    }),
  )
}
