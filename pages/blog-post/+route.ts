import type { PageContext } from 'vike/types'
import { parsePostPath } from '../../templates/blog/blog-routes.ts'

/** SPEC §2: `/blog/{id}/{slug}/`, `/{id}/` and `/{id}/{slug}/` (in every language); ahead of CMS pages. */
export default function route(pageContext: PageContext) {
  const post = parsePostPath(pageContext.urlPathname)
  return post && !post.amp ? { precedence: 10 } : false
}
