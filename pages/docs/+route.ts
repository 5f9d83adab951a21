import type { PageContext } from 'vike/types'
import { parseDocsPath } from '../../templates/docs/docs-routes.ts'

/** SPEC §2 docs: `/docs/`, `/docs/search/`, `/docs/{product}/…` and the knowledge base; ahead of CMS pages. */
export default function route(pageContext: PageContext) {
  return parseDocsPath(pageContext.urlPathname) ? { precedence: 10 } : false
}
