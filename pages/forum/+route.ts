import type { PageContext } from 'vike/types'
import { parseForumPath } from '../../templates/forum/forum-routes.ts'

/** SPEC §2 support forum: forums, topics, topic tags and user profiles; ahead of CMS pages. */
export default function route(pageContext: PageContext) {
  return parseForumPath(pageContext.urlPathname) ? { precedence: 10 } : false
}
