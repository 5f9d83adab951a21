import type { PageContextServer } from 'vike/types'
import { withoutStaticHtml, type RenderNode } from '../blocks/render-node.ts'

/**
 * The HTML now holds every content-only block. The data serialized for hydration drops that HTML
 * (StaticHtml reads it back from the DOM), so the first load does not ship the content twice.
 * Client-side navigations (pageContext.json) do not pass here and keep it.
 */
export function onAfterRenderHtml(pageContext: PageContextServer) {
  const data = pageContext.data as { blocks?: RenderNode[] } | undefined
  if (data?.blocks) pageContext.data = { ...data, blocks: withoutStaticHtml(data.blocks) }
}
