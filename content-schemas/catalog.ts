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

/** An entry from `wp/v2/{catalog}`, listed in menu order. */
export const wpCatalogEntrySchema = wpBlockItemSchema.extend({ menu_order: z.number().int() })

export const wpCatalogListSchema = z.array(wpCatalogEntrySchema)
export type WpCatalogEntry = z.output<typeof wpCatalogEntrySchema>
