import type { PageContextServer } from 'vike/types'
import { render } from 'vike/abort'

/** A refused draft preview (server/authoring/draft-preview-api.ts) shows the branded 401 page with its reason. */
export function guard(pageContext: PageContextServer) {
  if (pageContext.previewRefused) throw render(401, pageContext.previewRefused)
}
