import { z } from 'zod'
import { wpPageSchema } from './page.ts'
import { wpPostSchema } from './post.ts'
import { catalogNameSchema, wpCatalogEntrySchema } from './catalog.ts'

/**
 * The companion plugin's `site/v1/preview/{post}?rev={revision}`: a draft or revision of an item, in
 * the shape its own REST route gives (type is that route's base; status the post's own, such as
 * draft or publish), for the site's draft preview.
 */
const previewOf = { revision: z.number().int().positive(), status: z.string() }

export const wpPreviewSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('pages'), ...previewOf, item: wpPageSchema }),
  z.object({ type: z.literal('posts'), ...previewOf, item: wpPostSchema }),
  z.object({ type: catalogNameSchema, ...previewOf, item: wpCatalogEntrySchema }),
])

export type WpPreview = z.output<typeof wpPreviewSchema>
