import { z } from 'zod'
import { renderedSchema } from './rendered.ts'
import { localeSchema } from './locale.ts'

/** Field added by the companion plugin: raw block markup (post_content) of a published item. */
export const BLOCK_MARKUP_FIELD = 'block_markup'

/**
 * Field added by the companion plugin: what WordPress renders for each dynamic block of
 * the item (`path` locates it in the parse tree without whitespace-only blocks: "2.0").
 */
export const BLOCK_RENDERS_FIELD = 'block_renders'

export const blockRenderSchema = z.object({ path: z.string().regex(/^\d+(?:\.\d+)*$/), block: z.string(), html: z.string() })
export type BlockRender = z.output<typeof blockRenderSchema>

/** A published item the site renders from its blocks (a page, a catalog entry): the fields it reads. */
export const wpBlockItemSchema = z.object({
  id: z.number().int().positive(),
  slug: z.string(),
  link: z.url(),
  modified_gmt: z.string(),
  title: renderedSchema,
  excerpt: renderedSchema,
  lang: localeSchema,
  [BLOCK_MARKUP_FIELD]: z.string(),
  [BLOCK_RENDERS_FIELD]: z.array(blockRenderSchema).default([]),
})

/** A page from `wp/v2/pages`. */
export const wpPageSchema = wpBlockItemSchema.extend({ parent: z.number().int().nonnegative() })

export const wpPageListSchema = z.array(wpPageSchema)
export type WpPage = z.output<typeof wpPageSchema>
