import type { PageContext } from 'vike/types'

/** The editor's preview of one block (server/authoring/block-preview-api.ts renders it; never public). */
export const BLOCK_PREVIEW_PATH = '/__block-preview/'

export default function route(pageContext: PageContext) {
  return pageContext.urlPathname === BLOCK_PREVIEW_PATH ? { precedence: 10 } : false
}
