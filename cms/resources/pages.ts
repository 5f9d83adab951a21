import type { Transport } from '../transport.ts'
import { FRONT_PAGE_SLUG, permalinkPath } from '../../content-rules/permalink.ts'
import { byLanguage } from './answers.ts'
import { wpPageListSchema, type WpPage } from '../../content-schemas/page.ts'
import type { Locale } from '../../content-rules/locales.ts'

/** WordPress's pages (`wp/v2/pages`), found by permalink. */
export function pageEndpoints({ request }: Transport) {
  /**
   * The published page at `pathname` (e.g. `/about/team/`) in each language it is written in:
   * translations share their path, so one call finds them all (the page's hreflang alternates).
   */
  async function getPageTranslations(pathname: string): Promise<Map<Locale, WpPage>> {
    const segments = pathname.split('/').filter(Boolean)
    const slug = segments.at(-1) ?? FRONT_PAGE_SLUG
    const { data: pages } = await request('/wp/v2/pages', { slug, per_page: 100 }, wpPageListSchema)
    // Several pages may share a slug under different parents: the permalink decides.
    return byLanguage(pages.filter((page) => permalinkPath(page.link) === pathname))
  }

  return {
    getPageTranslations,

    /** The published page at `pathname` in `lang`, or null. */
    async getPageByPath(pathname: string, lang: Locale): Promise<WpPage | null> {
      return (await getPageTranslations(pathname)).get(lang) ?? null
    },
  }
}
