import { z } from 'zod'
import { renderedSchema } from './rendered.ts'
import { localeSchema } from './locale.ts'
import { BLOCK_MARKUP_FIELD } from './page.ts'

/** A post from `wp/v2/posts` — the fields this site reads so far. */
export const wpPostSchema = z.object({
  id: z.number().int().positive(),
  slug: z.string(),
  link: z.url(),
  date_gmt: z.string(),
  modified_gmt: z.string(),
  title: renderedSchema,
  excerpt: renderedSchema,
  author: z.number().int().nonnegative(),
  categories: z.array(z.number().int()),
  tags: z.array(z.number().int()),
  lang: localeSchema,
  [BLOCK_MARKUP_FIELD]: z.string(),
})

export const wpPostListSchema = z.array(wpPostSchema)
export type WpPost = z.output<typeof wpPostSchema>
