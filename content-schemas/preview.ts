import { z } from 'zod'
import { wpPageSchema } from './page.ts'
import { wpPostSchema } from './post.ts'
import { catalogNameSchema, wpCatalogEntrySchema } from './catalog.ts'
import { localeSchema } from './locale.ts'

/**
 * The companion plugin's `site/v1/preview/{post}?rev={revision}`: a draft or revision of an item, in
 * the shape its own REST route gives (type is that route's base; status the post's own, such as
 * draft or publish), for the site's draft preview.
 */
const previewOf = {
  revision: z.number().int().positive(),
  status: z.string(),
  /**
   * The item's translation group: each language → the status of the item in it (the item itself
   * in its own; drafts count), or null where there is none yet. Absent from older plugins.
   */
  translations: z.partialRecord(localeSchema, z.string().nullable()).optional(),
}

export const wpPreviewSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('pages'), ...previewOf, item: wpPageSchema }),
  z.object({ type: z.literal('posts'), ...previewOf, item: wpPostSchema }),
  z.object({ type: catalogNameSchema, ...previewOf, item: wpCatalogEntrySchema }),
])

export type WpPreview = z.output<typeof wpPreviewSchema>

/**
 * What the companion plugin's `site/v1/preview/{post}/live` takes: the editor's unsaved state of an
 * item (the live preview), put over the saved item in its answer. Absent fields keep the saved value.
 */
export const unsavedItemSchema = z.object({
  title: z.string().max(1000),
  excerpt: z.string().max(10_000).default(''),
  /** The block markup, serialized by the editor. */
  content: z.string(),
  parent: z.number().int().nonnegative().optional(),
  featured_media: z.number().int().nonnegative().optional(),
  lang: localeSchema.optional(),
})

export type UnsavedItem = z.output<typeof unsavedItemSchema>
