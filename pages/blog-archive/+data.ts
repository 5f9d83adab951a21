import type { PageContextServer } from 'vike/types'
import { redirect } from 'vike/abort'
import { LOCALE_CODES, localizePath } from '../../content-rules/locales.ts'
import { firstPageAddress } from '../../templates/shared/page-suffix.ts'
import { parseArchivePath } from '../../templates/blog/blog-routes.ts'
import { listPath, loadIndex, loadPostList } from '../../templates/blog/load-archive.ts'

export type Data = Awaited<ReturnType<typeof data>>

export async function data(pageContext: PageContextServer) {
  const { pathname, search, searchOriginal } = pageContext.urlParsed
  const { locale } = pageContext
  // `…/page/` and `…/page/1/` are the first page's other addresses (a search keeps its keyword).
  const firstPage = firstPageAddress(pathname)
  if (firstPage) throw redirect(`${localizePath(firstPage, locale)}${searchOriginal ?? ''}`, 301)
  const route = parseArchivePath(pathname)!
  if (route.kind === 'amp-index') throw redirect(localizePath('/blog/', locale), 301)
  if (route.kind === 'index') {
    const index = await loadIndex(pageContext.cms, route.taxonomy, locale)
    return { ...index, canonicalPath: listPath(index.basePath, 1, locale), languages: LOCALE_CODES }
  }
  const list = await loadPostList(pageContext.cms, route, locale, search.s)
  return { ...list, canonicalPath: listPath(list.basePath, list.page, locale), languages: LOCALE_CODES }
}
