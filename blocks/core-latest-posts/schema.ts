import { z } from 'zod'

/**
 * WordPress's latest-posts block (core/latest-posts), its attributes as the editor saves them. The
 * site lists the posts of the page's language.
 */
export const coreLatestPostsAttrs = z.object({
  postsToShow: z.number().int().min(1).max(100).default(5),
  /** The editor keeps each chosen category as `{ id, value }`. */
  categories: z.array(z.looseObject({ id: z.number().int().positive() })).default([]),
  selectedAuthor: z.number().int().positive().optional(),
  order: z.enum(['asc', 'desc']).default('desc'),
  displayPostDate: z.boolean().default(false),
  /** The excerpt (the site shows excerpts, never whole posts, in a list). */
  displayPostContent: z.boolean().default(false),
  excerptLength: z.number().int().min(1).max(200).default(55),
  displayFeaturedImage: z.boolean().default(false),
  postLayout: z.enum(['list', 'grid']).default('list'),
  columns: z.number().int().min(1).max(6).default(3),
})

export type CoreLatestPostsAttrs = z.output<typeof coreLatestPostsAttrs>
