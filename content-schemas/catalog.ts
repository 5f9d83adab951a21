import { z } from 'zod'
import { wpBlockItemSchema } from './page.ts'

/**
 * SPEC §2 catalog routes: custom post types of the content source (REST base → where its entries
 * live). The base path itself is a page that lists them (the optional parameter's route).
 */
export const CATALOGS = {
  'dokan-demos': { base: '/dokan/demo/' },
  'dokan-extensions': { base: '/dokan/extensions/' },
  'dokan-features': { base: '/dokan/features/' },
  'dokan-modules': { base: '/dokan/modules/' },
  'dokan-themes': { base: '/dokan/themes/' },
  'pm-extensions': { base: '/wp-project-manager-pro/extensions/' },
  'wpuf-modules': { base: '/wp-user-frontend-pro/modules/' },
} as const

export type CatalogName = keyof typeof CATALOGS
export const CATALOG_NAMES = Object.keys(CATALOGS) as CatalogName[]
export const catalogNameSchema = z.enum(CATALOG_NAMES as [CatalogName, ...CatalogName[]])

export const isCatalogName = (value: string): value is CatalogName => Object.hasOwn(CATALOGS, value)

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

/** An entry from `wp/v2/{catalog}`, listed in menu order. */
export const wpCatalogEntrySchema = wpBlockItemSchema.extend({ menu_order: z.number().int() })

export const wpCatalogListSchema = z.array(wpCatalogEntrySchema)
export type WpCatalogEntry = z.output<typeof wpCatalogEntrySchema>
