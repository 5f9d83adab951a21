import { z } from 'zod'
import { catalogNameSchema } from '../../content-schemas/catalog.ts'

export const catalogListAttrs = z.object({
  /** Which catalog post type to list (SPEC §2 catalog routes). */
  catalog: catalogNameSchema,
  heading: z.string().optional(),
  intro: z.string().optional(),
  columns: z.union([z.literal(2), z.literal(3), z.literal(4)]).default(3),
  /** Label of each entry's link, e.g. "Learn more". */
  linkLabel: z.string().min(1).default('Learn more'),
})

export type CatalogListAttrs = z.output<typeof catalogListAttrs>

/** One listed entry, as the list needs it (trimmed on the server). */
export interface CatalogListItem {
  title: string
  excerpt: string
  /** Locale-free path of the entry, e.g. `/dokan/modules/wholesale/`. */
  path: string
}
