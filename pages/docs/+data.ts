import type { PageContextServer } from 'vike/types'
import { parseDocsPath } from '../../templates/docs/docs-routes.ts'
import { loadDoc, loadDocsIndex } from '../../templates/docs/load-docs.ts'
import { loadDocsSearch } from '../../templates/docs/load-docs-search.ts'

export type Data = Awaited<ReturnType<typeof data>>

export async function data(pageContext: PageContextServer) {
  const { pathname, search } = pageContext.urlParsed
  const { locale } = pageContext
  const route = parseDocsPath(pathname)!
  if (route.kind === 'index') return loadDocsIndex(pageContext.cms, locale)
  if (route.kind === 'search') return loadDocsSearch(pageContext.cms, search.query, search.in, locale)
  return loadDoc(pageContext.cms, route.path, locale, pageContext.origin)
}
