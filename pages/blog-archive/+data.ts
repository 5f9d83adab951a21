import type { PageContextServer } from 'vike/types'
import { LOCALE_CODES } from '../../locales/locales.ts'
import { parseArchivePath } from '../../templates/blog/blog-routes.ts'
import { listPath, loadIndex, loadPostList } from '../../templates/blog/load-archive.ts'

export type Data = Awaited<ReturnType<typeof data>>

export async function data(pageContext: PageContextServer) {
  const { pathname, search } = pageContext.urlParsed
  const { locale } = pageContext
  const route = parseArchivePath(pathname)!
  if (route.kind === 'index') {
    const index = await loadIndex(pageContext.cms, route.taxonomy, locale)
    return { ...index, canonicalPath: listPath(index.basePath, 1, locale), languages: LOCALE_CODES }
  }
  const list = await loadPostList(pageContext.cms, route, locale, search.s)
  return { ...list, canonicalPath: listPath(list.basePath, list.page, locale), languages: LOCALE_CODES }
}
