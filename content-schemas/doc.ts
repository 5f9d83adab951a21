import { z } from 'zod'
import { renderedSchema } from './rendered.ts'
import { wpBlockItemSchema } from './page.ts'

/** How the docs index groups products (SPEC §3: Plugins / Modules / Others). */
export const DOC_GROUPS = ['plugins', 'modules', 'others'] as const
export const docGroupSchema = z.enum(DOC_GROUPS)
export type DocGroup = z.output<typeof docGroupSchema>

/**
 * A doc from `wp/v2/docs` (weDocs' hierarchical `docs` post type): a product (parent 0), a category
 * or an article. `doc_group` is the companion plugin's: a product's group on the docs index.
 */
export const wpDocSchema = wpBlockItemSchema.extend({
  parent: z.number().int().nonnegative(),
  menu_order: z.number().int(),
  doc_group: docGroupSchema.nullable(),
})
export const wpDocListSchema = z.array(wpDocSchema)
export type WpDoc = z.output<typeof wpDocSchema>

/** The navigation tree's view of a doc: no text (`_fields` of wp/v2/docs lists). */
export const wpDocOutlineSchema = wpDocSchema.pick({
  id: true,
  slug: true,
  parent: true,
  menu_order: true,
  link: true,
  title: true,
  lang: true,
  doc_group: true,
  modified_gmt: true,
})
export const wpDocOutlineListSchema = z.array(wpDocOutlineSchema)
export type WpDocOutline = z.output<typeof wpDocOutlineSchema>

/** `wp/v2/docs/{id}/parents` (SPEC §3): the doc's ancestors, each with its order, root first (ascending). */
export const wpDocParentsSchema = z.array(
  z.object({ id: z.number().int().positive(), slug: z.string(), title: renderedSchema, link: z.url(), order: z.number().int() }),
)
export type WpDocParents = z.output<typeof wpDocParentsSchema>

/** `wp/v2/docs/search?query=&in=` (SPEC §3, §7): the matching docs, best first. */
export const wpDocSearchResultSchema = z.object({ id: z.number().int().positive(), permalink: z.url(), title: renderedSchema })
export const wpDocSearchSchema = z.array(wpDocSearchResultSchema)
export type WpDocSearchResult = z.output<typeof wpDocSearchResultSchema>
