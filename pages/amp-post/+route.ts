import type { PageContext } from 'vike/types'
import { parsePostPath } from '../../templates/blog/blog-routes.ts'

/** SPEC §2: `amp/{id}/`, `amp/{id}/{slug}/`, `amp/blog/{id}/{slug}/`: the AMP version of a post. */
export default function route(pageContext: PageContext) {
  return parsePostPath(pageContext.urlPathname)?.amp ? { precedence: 10 } : false
}
