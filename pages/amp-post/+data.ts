import type { PageContextServer } from 'vike/types'
import { parsePostPath } from '../../templates/blog/blog-routes.ts'
import { loadPost } from '../../templates/blog/load-post.ts'

export type Data = Awaited<ReturnType<typeof data>>

export async function data(pageContext: PageContextServer) {
  const { pathname } = pageContext.urlParsed
  const post = await loadPost(pageContext.cms, parsePostPath(pathname)!, {
    locale: pageContext.locale,
    pathname,
    origin: new URL(pageContext.urlOriginal, 'http://localhost').origin,
  })
  return { post }
}
