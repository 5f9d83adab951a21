import { z } from 'zod'
import { renderedSchema } from './rendered.ts'

/** An approved comment from `wp/v2/comments` (SPEC §3: a tree by parent, the root parent is 0). */
export const wpCommentSchema = z.object({
  id: z.number().int().positive(),
  post: z.number().int().positive(),
  parent: z.number().int().nonnegative(),
  /** The user who wrote it; 0 for a visitor. */
  author: z.number().int().nonnegative(),
  author_name: z.string(),
  author_url: z.string(),
  date_gmt: z.string(),
  content: renderedSchema,
  link: z.string(),
  author_avatar_urls: z.record(z.string(), z.string()),
})

export const wpCommentListSchema = z.array(wpCommentSchema)
export type WpComment = z.output<typeof wpCommentSchema>
