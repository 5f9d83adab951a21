import { z } from 'zod'
import { wpBlockItemSchema } from './page.ts'
import { safeUrlSchema } from './safe-url.ts'

/**
 * The featured image (companion plugin field: the post's featured media, or its imported image),
 * with its files by width for a srcset.
 */
export const featuredImageSchema = z.object({
  src: safeUrlSchema,
  alt: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  sizes: z.array(z.object({ width: z.number().int().positive(), src: safeUrlSchema })),
})

/**
 * Yoast SEO's `yoast_head_json`: the fields the site reads. Its canonical and schema graph are not
 * read: they name the content source's URLs, and the site builds both for its own.
 */
export const yoastHeadSchema = z.object({
  title: z.string().optional(),
  description: z.string().optional(),
  og_type: z.string().optional(),
  og_title: z.string().optional(),
  og_description: z.string().optional(),
  og_image: z.array(z.object({ url: z.string(), width: z.number().optional(), height: z.number().optional() })).optional(),
  twitter_card: z.string().optional(),
})

/** The older `yoast_meta` field: the head's meta tags as a list (the fallback when yoast_head_json is absent). */
export const yoastMetaSchema = z.array(z.object({ name: z.string().optional(), property: z.string().optional(), content: z.string() }))

/** A post from `wp/v2/posts`: the fields the site reads. */
export const wpPostSchema = wpBlockItemSchema.extend({
  date_gmt: z.string(),
  author: z.number().int().nonnegative(),
  categories: z.array(z.number().int()),
  tags: z.array(z.number().int()),
  featured_image: featuredImageSchema.nullable(),
  yoast_head_json: yoastHeadSchema.nullish(),
  yoast_meta: yoastMetaSchema,
  /** Page-level CSS of the Spectra block plugin; sanitized before it reaches a page. */
  uagb_inline_style: z.string(),
})

export const wpPostListSchema = z.array(wpPostSchema)
/** A post list trimmed to ids (`_fields=id`): what a count needs, beside the total header. */
export const wpPostIdListSchema = z.array(wpPostSchema.pick({ id: true }))
/** A post list trimmed to its dates (`_fields=date_gmt`): what the date index needs of every post. */
export const wpPostDateListSchema = z.array(wpPostSchema.pick({ date_gmt: true }))
/** A post list trimmed to what a link to a post needs (`_fields=id,title,link`): previous and next. */
export const wpPostLinkListSchema = z.array(wpPostSchema.pick({ id: true, title: true, link: true }))
export type WpPostLink = z.output<typeof wpPostLinkListSchema>[number]
export type WpPost = z.output<typeof wpPostSchema>
export type FeaturedImage = z.output<typeof featuredImageSchema>
export type YoastHead = z.output<typeof yoastHeadSchema>
export type YoastMeta = z.output<typeof yoastMetaSchema>
