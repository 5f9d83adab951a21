import { z } from 'zod'
import { wpPageSchema } from './page.ts'
import { wpPostSchema } from './post.ts'
import { catalogNameSchema, wpCatalogEntrySchema } from './catalog.ts'

/**
 * The companion plugin's `site/v1/preview/{post}?rev={revision}`: a draft or revision of an item, in
 * the shape its own REST route gives (type is that route's base), for the site's draft preview.
 */
export const wpPreviewSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('pages'), revision: z.number().int().positive(), item: wpPageSchema }),
  z.object({ type: z.literal('posts'), revision: z.number().int().positive(), item: wpPostSchema }),
  z.object({ type: catalogNameSchema, revision: z.number().int().positive(), item: wpCatalogEntrySchema }),
])

export type WpPreview = z.output<typeof wpPreviewSchema>
