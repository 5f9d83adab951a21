import { existsSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { z } from 'zod'
import { safeUrlSchema } from '../content-schemas/safe-url.ts'
import { IMAGE_WIDTHS } from '../content-rules/image-widths.ts'
import { loadJson } from './dataset-files.ts'

/**
 * The blog's side of the dataset (content/blog/): categories, tags, authors, featured images and
 * comments, in the shapes their editors write them. Posts themselves are content/posts/.
 */

const slug = z.string().regex(/^[a-z0-9][a-z0-9-]{0,99}$/, 'a slug (a-z, 0-9, -)')

const categoriesSchema = z.array(
  z.object({ id: z.number().int().positive(), slug, name: z.string().min(1), description: z.string(), parent: z.number().int().nonnegative() }),
)
const tagsSchema = z.array(z.object({ id: z.number().int().positive(), slug, name: z.string().min(1) }))
const authorsSchema = z.array(z.object({ id: z.number().int().min(2), slug, name: z.string().min(1), description: z.string(), avatar: safeUrlSchema }))
/** Featured images by key; the files are public/images/blog/{key}-{width}.webp for each width up to `width`. */
const imagesSchema = z.record(slug, z.object({ alt: z.string().min(1), width: z.number().int().positive(), height: z.number().int().positive() }))
const commentsSchema = z.array(
  z.object({
    id: z.number().int().positive(),
    /** The comment it answers; 0 for a comment on the post itself. */
    parent: z.number().int().nonnegative(),
    /** The site author (user id) who wrote it; absent for a visitor. */
    author: z.number().int().min(2).optional(),
    author_name: z.string().min(1),
    author_url: z.union([z.literal(''), z.url({ protocol: /^https?$/ })]),
    avatar: safeUrlSchema.optional(),
    date: z.iso.datetime({ local: true }),
    /** Plain text; a blank line starts a new paragraph. */
    content: z.string().min(1),
  }),
)

export type BlogCategory = z.output<typeof categoriesSchema>[number]
export type BlogTag = z.output<typeof tagsSchema>[number]
export type BlogAuthor = z.output<typeof authorsSchema>[number]
export type BlogComment = z.output<typeof commentsSchema>[number] & { post: number }
export interface BlogImage {
  key: string
  alt: string
  width: number
  height: number
  /** Files by width, smallest first. */
  sizes: { width: number; src: string }[]
}

export interface BlogDataset {
  categories: BlogCategory[]
  tags: BlogTag[]
  authors: BlogAuthor[]
  images: Map<string, BlogImage>
  comments: BlogComment[]
}

function loadImages(root: string): Map<string, BlogImage> {
  const entries = loadJson(path.join(root, 'blog', 'images.json'), imagesSchema, {})
  // The site's own public files (the server runs from the repository), wherever the dataset is.
  const publicDir = path.resolve('public')
  return new Map(
    Object.entries(entries).map(([key, image]) => {
      const sizes = IMAGE_WIDTHS.filter((width) => width <= image.width).map((width) => ({ width, src: `/images/blog/${key}-${width}.webp` }))
      for (const size of sizes) {
        if (!existsSync(path.join(publicDir, size.src))) throw new Error(`content/blog/images.json: ${key} has no file public${size.src}`)
      }
      return [key, { key, ...image, sizes }]
    }),
  )
}

function loadComments(root: string): BlogComment[] {
  const dir = path.join(root, 'blog', 'comments')
  if (!existsSync(dir)) return []
  return readdirSync(dir)
    .filter((file) => /^\d+\.json$/.test(file))
    .flatMap((file) => loadJson(path.join(dir, file), commentsSchema, []).map((c) => ({ ...c, post: Number(path.basename(file, '.json')) })))
}

/** Reads content/blog/ and checks that what refers to something finds it. */
export function loadBlogDataset(root: string): BlogDataset {
  const blog: BlogDataset = {
    categories: loadJson(path.join(root, 'blog', 'categories.json'), categoriesSchema, []),
    tags: loadJson(path.join(root, 'blog', 'tags.json'), tagsSchema, []),
    authors: loadJson(path.join(root, 'blog', 'authors.json'), authorsSchema, []),
    images: loadImages(root),
    comments: loadComments(root),
  }
  const categoryIds = new Set(blog.categories.map((c) => c.id))
  for (const category of blog.categories) {
    if (category.parent && !categoryIds.has(category.parent))
      throw new Error(`content/blog/categories.json: ${category.slug} has an unknown parent ${category.parent}`)
  }
  // Categories and tags are terms of one WordPress table: their ids and slugs must not collide.
  const termIds = [...blog.categories, ...blog.tags].map((t) => t.id)
  if (new Set(termIds).size !== termIds.length) throw new Error('content/blog: a category and a tag share an id')
  const commentIds = new Map<number, BlogComment>()
  for (const comment of blog.comments) {
    if (commentIds.has(comment.id)) throw new Error(`content/blog/comments: comment id ${comment.id} is used twice`)
    commentIds.set(comment.id, comment)
  }
  const authorIds = new Set(blog.authors.map((a) => a.id))
  for (const comment of blog.comments) {
    const parent = comment.parent ? commentIds.get(comment.parent) : null
    if (comment.parent && parent?.post !== comment.post) {
      throw new Error(`content/blog/comments/${comment.post}.json: comment ${comment.id} answers ${comment.parent}, which is not a comment of the same post`)
    }
    if (comment.author && !authorIds.has(comment.author)) {
      throw new Error(`content/blog/comments/${comment.post}.json: comment ${comment.id} is by an unknown author ${comment.author}`)
    }
  }
  return blog
}
