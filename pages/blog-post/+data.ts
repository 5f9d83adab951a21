import type { PageContextServer } from 'vike/types'
import { parsePostPath } from '../../templates/blog/blog-routes.ts'
import { loadPost } from '../../templates/blog/load-post.ts'
import { blockParamsOf } from '../../blocks/define-block.ts'

export type Data = Awaited<ReturnType<typeof data>>

export async function data(pageContext: PageContextServer) {
  const { pathname } = pageContext.urlParsed
  const { origin } = pageContext
  const blockParams = blockParamsOf(pageContext.urlParsed.search)
  return loadPost(pageContext.cms, parsePostPath(pathname)!, {
    locale: pageContext.locale,
    pathname,
    origin,
    preview: pageContext.preview,
    markPaths: pageContext.previewEditing !== undefined,
    blockParams,
  })
}
