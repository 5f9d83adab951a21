import type { Transport } from '../transport.ts'
import { permalinkPath } from '../../content-rules/permalink.ts'
import { byLanguage } from './answers.ts'
import {
  wpDocListSchema,
  wpDocOutlineListSchema,
  wpDocOutlineSchema,
  wpDocParentsSchema,
  wpDocSearchSchema,
  type WpDoc,
  type WpDocOutline,
  type WpDocParents,
  type WpDocSearchResult,
} from '../../content-schemas/doc.ts'
import type { Locale } from '../../content-rules/locales.ts'

/** The docs (SPEC §7: `wp/v2/docs`): their outline, a doc by slug, its parents, and search. */
export function docEndpoints({ request, requestEveryPage, fetchChecked }: Transport) {
  return {
    /** Every doc of `lang` (products, categories, articles) without its text: the docs' navigation, in menu order. */
    async getDocOutline(lang: Locale): Promise<WpDocOutline[]> {
      // A total order: WordPress's default (by date, many docs share one) can repeat or skip items across pages.
      const query = { lang, orderby: 'id', order: 'asc', _fields: Object.keys(wpDocOutlineSchema.shape).join(',') }
      return requestEveryPage('/wp/v2/docs', query, wpDocOutlineListSchema)
    },

    /** The doc with this slug at `pathname` (SPEC §7: `docs/?slug=`), in each language it is written in. */
    async getDocTranslations(slug: string, pathname: string): Promise<Map<Locale, WpDoc>> {
      const { data } = await request('/wp/v2/docs', { slug, per_page: 100 }, wpDocListSchema)
      return byLanguage(data.filter((doc) => permalinkPath(doc.link) === pathname))
    },

    /** A doc's ancestors, root first (SPEC §7: `docs/{id}/parents`). */
    async getDocParents(id: number): Promise<WpDocParents> {
      return (await request(`/wp/v2/docs/${id}/parents`, {}, wpDocParentsSchema)).data
    },

    /**
     * Docs matching `query` in `lang`, best first, within one product (`scope`: its id) or all
     * (SPEC §7: `docs/search?query=&in=`). Not cached: every query is another key.
     */
    async searchDocs(query: string, options: { lang: Locale; scope?: number }): Promise<WpDocSearchResult[]> {
      const params = new URLSearchParams({ query, lang: options.lang, ...(options.scope ? { in: String(options.scope) } : {}) })
      // A slow search (visitors choose its words) says little about the source: it trips nothing.
      return (await fetchChecked(`/wp/v2/docs/search?${params}`, wpDocSearchSchema, undefined, { countsForHealth: false })).data
    },
  }
}
