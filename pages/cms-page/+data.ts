import type { PageContextServer } from 'vike/types'
import { render } from 'vike/abort'
import type { CmsClient } from '../../cms/client.ts'
import { blockParamsOf } from '../../blocks/define-block.ts'
import { resolveMarkup } from '../../blocks/markup/resolve-markup.ts'
import { DEFAULT_LOCALE, localizePath, type Locale } from '../../content-rules/locales.ts'
import type { WpCatalogEntry } from '../../content-schemas/catalog.ts'
import { catalogEntryOf } from '../../cms/catalog-routes.ts'
import type { WpPage } from '../../content-schemas/page.ts'
import { orAbort } from '../../renderer/or-abort.ts'
import { plainText } from '../../content-rules/plain-text.ts'
import { isPlausiblePagePath } from './page-path.ts'

export type Data = Awaited<ReturnType<typeof data>>

/**
 * The catalog entry at `pathname` (SPEC §2 catalog routes such as /dokan/modules/{module}/), else
 * the page there (a few pages live under a catalog's path, such as /dokan/features/test/), in
 * every language it is written in.
 */
async function findPage(cms: CmsClient, pathname: string, locale: PageContextServer['locale']) {
  const entry = catalogEntryOf(pathname)
  return orAbort(`[cms-page] ${pathname} (${locale})`, async () => {
    const entries = entry ? await cms.getCatalogEntryTranslations(entry.catalog, entry.slug) : new Map<Locale, WpCatalogEntry>()
    const translations: Map<Locale, WpPage | WpCatalogEntry> = entries.size > 0 ? entries : await cms.getPageTranslations(pathname)
    // Untranslated pages show their English content under /es/ and /fr/.
    const page = translations.get(locale) ?? translations.get(DEFAULT_LOCALE)
    return page ? { page, languages: [...translations.keys()] } : null
  })
}

export async function data(pageContext: PageContextServer) {
  const { locale, preview } = pageContext
  const pathname = pageContext.urlParsed.pathname
  if (!isPlausiblePagePath(pathname)) throw render(404)
  // A draft preview brings its item (server/authoring/draft-preview-api.ts); a blog post has its own template.
  if (preview?.type === 'posts') throw render(401, 'the preview is of a post, not a page')
  const found = preview ? { page: preview.item, languages: [preview.item.lang] } : await findPage(pageContext.cms, pathname, locale)
  if (!found) throw render(404)
  const { page, languages } = found

  const blocks = await resolveMarkup(page.block_markup, {
    cms: pageContext.cms,
    locale: page.lang,
    draft: preview !== undefined,
    markPaths: pageContext.previewEditing !== undefined,
    renders: page.block_renders,
    blockParams: blockParamsOf(pageContext.urlParsed.search),
    pagePath: pathname,
    leadImage: true,
  })
  return {
    title: plainText(page.title.rendered),
    description: plainText(page.excerpt.rendered),
    contentLang: page.lang,
    /** English content shown under another locale's URL. */
    isFallback: page.lang !== locale,
    canonicalPath: localizePath(pathname, page.lang),
    languages,
    blocks,
  }
}
