import type { PageContextServer } from 'vike/types'
import { parsePostPath } from '../../templates/blog/blog-routes.ts'
import { loadPost } from '../../templates/blog/load-post.tsx'
import { staticHtmlOf } from '../../blocks/render-node.ts'
import { toAmpHtml } from '../../templates/blog/amp-html.ts'

export type Data = Awaited<ReturnType<typeof data>>

export async function data(pageContext: PageContextServer) {
  const { pathname } = pageContext.urlParsed
  const post = await loadPost(pageContext.cms, parsePostPath(pathname)!, {
    locale: pageContext.locale,
    pathname,
    origin: new URL(pageContext.urlOriginal, 'http://localhost').origin,
  })
  // Interactive blocks need the site's scripts: the AMP version keeps the content around them.
  return { post, contentHtml: toAmpHtml(staticHtmlOf(post.blocks)) }
}
