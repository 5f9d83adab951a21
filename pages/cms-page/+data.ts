import type { PageContextServer } from 'vike/types'
import { render } from 'vike/abort'
import { cms } from '../../cms/index.ts'
import { parseBlockMarkup } from '../../blocks/parse-blocks.ts'
import { resolveBlocks } from '../../blocks/resolve-blocks.tsx'
import { resolvedBlocksCache } from '../../blocks/resolved-blocks-cache.ts'
import { loadMessages } from '../../locales/messages.ts'
import { DEFAULT_LOCALE, localizePath } from '../../locales/locales.ts'
import { normalizeError } from '../../renderer/normalize-error.ts'
import { plainText } from '../../renderer/plain-text.ts'
import { isPlausiblePagePath } from './page-path.ts'

export type Data = Awaited<ReturnType<typeof data>>

async function findPage(pathname: string, locale: PageContextServer['locale']) {
  try {
    const page = await cms.getPageByPath(pathname, locale)
    if (page || locale === DEFAULT_LOCALE) return page
    // Untranslated pages show their English content under /es/ and /fr/.
    return await cms.getPageByPath(pathname, DEFAULT_LOCALE)
  } catch (error) {
    const { message, statusCode } = normalizeError(error)
    console.error(`[cms-page] ${pathname} (${locale}): ${message}`)
    throw render(statusCode === 404 ? 404 : 503, message)
  }
}

export async function data(pageContext: PageContextServer) {
  const { locale } = pageContext
  const pathname = pageContext.urlParsed.pathname
  if (!isPlausiblePagePath(pathname)) throw render(404)
  const page = await findPage(pathname, locale)
  if (!page) throw render(404)

  const blocks = await resolvedBlocksCache.get(`page:${page.id}:${page.modified_gmt}:${page.lang}`, async () =>
    resolveBlocks(parseBlockMarkup(page.block_markup), { locale: page.lang, messages: await loadMessages(page.lang) }),
  )
  return {
    title: plainText(page.title.rendered),
    description: plainText(page.excerpt.rendered),
    contentLang: page.lang,
    /** English content shown under another locale's URL. */
    isFallback: page.lang !== locale,
    canonicalPath: localizePath(pathname, page.lang),
    blocks,
  }
}
