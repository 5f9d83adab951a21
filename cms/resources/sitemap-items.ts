import type { Transport } from '../transport.ts'
import { wpSitemapItemListSchema, wpSitemapItemSchema, type WpSitemapItem } from '../../content-schemas/sitemap.ts'
import type { CatalogName } from '../../content-schemas/catalog.ts'
import type { Locale } from '../../content-rules/locales.ts'

/** Pages, posts and catalog entries as the sitemaps list them. */
export function sitemapItemEndpoints({ requestEveryPage }: Transport) {
  return {
    /** Every published item of a type in `lang`: where it is and when it last changed (the sitemaps). */
    async getSitemapItems(type: 'pages' | 'posts' | CatalogName, lang: Locale): Promise<WpSitemapItem[]> {
      const query = { lang, orderby: 'id', order: 'asc', _fields: Object.keys(wpSitemapItemSchema.shape).join(',') }
      return requestEveryPage(`/wp/v2/${type}`, query, wpSitemapItemListSchema)
    },
  }
}
