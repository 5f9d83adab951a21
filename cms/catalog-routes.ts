import { CATALOG_NAMES, CATALOGS, type CatalogName } from '../content-schemas/catalog.ts'

/** Which catalog a path or a route parameter names (the catalogs are content-schemas/catalog.ts's): routing, kept out of the schemas. */

/** The collection and entry slug of a (locale-free) path such as `/dokan/modules/vendor-verification/`. */
export function catalogEntryOf(pathname: string): { catalog: CatalogName; slug: string } | null {
  for (const catalog of CATALOG_NAMES) {
    const { base } = CATALOGS[catalog]
    if (!pathname.startsWith(base)) continue
    const slug = pathname.slice(base.length).replace(/\/$/, '')
    if (/^[a-z0-9][a-z0-9-]{0,99}$/.test(slug)) return { catalog, slug }
  }
  return null
}
