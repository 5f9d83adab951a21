import { z } from 'zod'

const slugSchema = z.string().regex(/^[a-z0-9%_-]{1,200}$/i, 'a slug')

/**
 * What changed in WordPress, as the companion plugin tells the site (`POST /api/content-changed`,
 * signed with the purge secret): an item published, updated, unpublished or trashed (`type` is its
 * REST base: pages, posts, a catalog, testimonial; `slugs` its slug before and after), the site
 * settings (menus, campaign), a post's comments, a taxonomy, or an imported report.
 */
export const contentChangeSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('item'),
    type: z.string().regex(/^[a-z0-9_-]{1,64}$/),
    id: z.number().int().positive(),
    slugs: z.array(slugSchema).max(10),
  }),
  z.object({ kind: z.literal('settings') }),
  z.object({ kind: z.literal('comments'), post: z.number().int().positive() }),
  z.object({ kind: z.literal('terms'), taxonomy: z.enum(['categories', 'tags', 'users']) }),
  z.object({ kind: z.literal('report'), name: z.enum(['sales', 'jobs']) }),
])

export const contentChangeNoticeSchema = z.object({
  changes: z.array(contentChangeSchema).min(1).max(500),
  /**
   * The notice's own id (a UUID the plugin makes for each): two notices of the same changes in the
   * same second (a page published, then unpublished) are signed differently, so neither is taken
   * for a replay of the other.
   */
  notice: z
    .string()
    .regex(/^[A-Za-z0-9-]{8,64}$/)
    .optional(),
})

export type ContentChange = z.output<typeof contentChangeSchema>
