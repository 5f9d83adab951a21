import type { PageContext } from 'vike/types'
import { parseArchivePath } from '../../templates/blog/blog-routes.ts'

/** SPEC §2 blog lists: blog, blog-archive, author, category, date, tag and search, with their page/{n}/; ahead of CMS pages. */
export default function route(pageContext: PageContext) {
  return parseArchivePath(pageContext.urlPathname) ? { precedence: 10 } : false
}
