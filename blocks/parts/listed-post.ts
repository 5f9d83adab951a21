import { z } from 'zod'
import { imageSchema } from '../../content-schemas/image.ts'
import { permalinkPath } from '../../content-rules/permalink.ts'
import type { WpPost } from '../../content-schemas/post.ts'
import { plainText } from '../../content-rules/plain-text.ts'

/** A post as the blocks that list posts show it (latest posts, a query loop): trimmed on the server. */
export const listedPostSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /** Locale-free path of the post. */
  path: z.string(),
  /** Published at (GMT, `YYYY-MM-DDTHH:mm:ss`). */
  postedAt: z.string(),
  excerpt: z.string(),
  image: imageSchema.nullable(),
})

export type ListedPost = z.output<typeof listedPostSchema>

/** A post of the content source as a listed post. */
export function listedPost(post: WpPost): ListedPost {
  const image = post.featured_image
  return {
    id: post.id,
    title: plainText(post.title.rendered),
    path: permalinkPath(post.link),
    postedAt: post.date_gmt,
    excerpt: plainText(post.excerpt.rendered),
    image: image ? { src: image.src, alt: image.alt, width: image.width, height: image.height } : null,
  }
}
