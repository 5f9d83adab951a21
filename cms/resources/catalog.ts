import type { Transport } from '../transport.ts'
import { byLanguage } from './answers.ts'
import { wpCatalogListSchema, type CatalogName, type WpCatalogEntry } from '../../content-schemas/catalog.ts'
import type { Locale } from '../../content-rules/locales.ts'

/** The catalogs (SPEC §2): custom post types such as `dokan-modules`, at `wp/v2/{catalog}`. */
export function catalogEndpoints({ request }: Transport) {
  /** A published entry of a catalog post type by slug, in each language it is written in. */
  async function getCatalogEntryTranslations(catalog: CatalogName, slug: string): Promise<Map<Locale, WpCatalogEntry>> {
    const { data } = await request(`/wp/v2/${catalog}`, { slug, per_page: 100 }, wpCatalogListSchema)
    return byLanguage(data.filter((entry) => entry.slug === slug))
  }

  return {
    getCatalogEntryTranslations,

    /** A published entry of a catalog post type by slug in `lang`, or null. */
    async getCatalogEntry(catalog: CatalogName, slug: string, lang: Locale): Promise<WpCatalogEntry | null> {
      return (await getCatalogEntryTranslations(catalog, slug)).get(lang) ?? null
    },

    /** Every entry of a catalog in `lang`, in menu order. */
    async getCatalog(catalog: CatalogName, lang: Locale): Promise<WpCatalogEntry[]> {
      const query = { lang, per_page: 100, orderby: 'menu_order', order: 'asc' }
      const { data } = await request(`/wp/v2/${catalog}`, query, wpCatalogListSchema)
      return data
    },
  }
}
