import type { PageContext } from 'vike/types'
import { BLOCK_PREVIEW_PATH } from '../../renderer/block-preview-path.ts'

export default function route(pageContext: PageContext) {
  return pageContext.urlPathname === BLOCK_PREVIEW_PATH ? { precedence: 10 } : false
}
