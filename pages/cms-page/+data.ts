import type { PageContextServer } from 'vike/types'
import { render } from 'vike/abort'
import { cms } from '../../cms/index.ts'
import { parseBlockMarkup } from '../../blocks/parse-blocks.ts'
import { resolveBlocks } from '../../blocks/resolve-blocks.tsx'
import { resolvedBlocksCache } from '../../blocks/resolved-blocks-cache.ts'
import { blocksLoadData } from '../../blocks/registry.ts'
import { loadMessages } from '../../locales/messages.ts'
import { DEFAULT_LOCALE, localizePath, type Locale } from '../../locales/locales.ts'
import { catalogEntryOf } from '../../content-schemas/catalog.ts'
import { normalizeError } from '../../renderer/normalize-error.ts'
import { plainText } from '../../renderer/plain-text.ts'
import { isPlausiblePagePath } from './page-path.ts'

export type Data = Awaited<ReturnType<typeof data>>

const DATA_BLOCKS_FRESH_MS = 60_000

/**
 * The catalog entry at `pathname` (SPEC §2 catalog routes such as /dokan/modules/{module}/), else
 * the page there: a few pages live under a catalog's path (/dokan/features/test/).
 */
async function findPage(pathname: string, locale: PageContextServer['locale']) {
  const entry = catalogEntryOf(pathname)
  const lookup = async (lang: Locale) =>
    (entry && (await cms.getCatalogEntry(entry.catalog, entry.slug, lang))) || cms.getPageByPath(pathname, lang)
  try {
    const page = await lookup(locale)
    if (page || locale === DEFAULT_LOCALE) return page
    // Untranslated pages show their English content under /es/ and /fr/.
    return await lookup(DEFAULT_LOCALE)
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

  const parsed = parseBlockMarkup(page.block_markup)
  // Blocks showing content-source data (catalog lists) follow that data: at most a minute behind.
  const freshness = blocksLoadData(parsed) ? `:${Math.floor(Date.now() / DATA_BLOCKS_FRESH_MS)}` : ''
  const blocks = await resolvedBlocksCache.get(`page:${page.id}:${page.modified_gmt}:${page.lang}${freshness}`, async () =>
    resolveBlocks(parsed, { locale: page.lang, messages: await loadMessages(page.lang) }),
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
