import type { PageContextServer } from 'vike/types'
import { withoutStaticHtml } from '../blocks/render-node.ts'

/**
 * The HTML now holds every content-only block. The data serialized for hydration drops that HTML
 * (StaticHtml reads it back from the DOM), so the first load does not ship the content twice —
 * for any page and any number of block trees in its data. Client-side navigations
 * (pageContext.json) do not pass here and keep it.
 */
export function onAfterRenderHtml(pageContext: PageContextServer) {
  if (pageContext.data !== undefined) pageContext.data = withoutStaticHtml(pageContext.data)
}
