import { z } from 'zod'
import type { ListedPost } from '../parts/listed-post.ts'

/** What a query loop's post template shows of each post, in order (its inner blocks the site renders). */
export const POST_FIELDS = ['post-title', 'post-date', 'post-excerpt', 'post-featured-image', 'read-more'] as const

const fieldSchema = z.object({
  field: z.enum(POST_FIELDS),
  /** A title's heading level; a read-more link's text. */
  level: z.number().int().min(1).max(6).default(2),
  isLink: z.boolean().default(false),
  content: z.string().optional(),
})

/** WordPress's query parameters (`query` of core/query), as its editor saves them. */
const queryParamsSchema = z.looseObject({
  perPage: z.number().int().min(1).max(100).nullable().default(null),
  pages: z.number().int().min(0).default(0),
  offset: z.number().int().min(0).default(0),
  postType: z.string().default('post'),
  order: z.enum(['asc', 'desc']).default('desc'),
  orderBy: z.string().default('date'),
  /** Author ids, comma-separated. */
  author: z.union([z.string(), z.number()]).default(''),
  search: z.string().default(''),
  exclude: z.array(z.number()).default([]),
  sticky: z.string().default(''),
  /** "The template's query": a landing page has none, so the blog's newest posts. */
  inherit: z.boolean().default(false),
  taxQuery: z.record(z.string(), z.array(z.number().int().positive())).nullable().default(null),
})

/**
 * WordPress's query loop (core/query): which posts (its `query`), how they are laid out, and from its
 * inner blocks what the post template shows of each, whether it pages and what it says when empty.
 */
export const coreQueryAttrs = z.object({
  queryId: z.number().int().min(0).default(0),
  query: queryParamsSchema.default(() => queryParamsSchema.parse({})),
  displayLayout: z
    .looseObject({ type: z.enum(['list', 'flex']).default('list'), columns: z.number().int().min(1).max(6).default(3) })
    .default({ type: 'list', columns: 3 }),
  /** From the inner blocks: undefined without a post template (WordPress then shows no posts). */
  fields: z.array(fieldSchema).optional(),
  pagination: z.boolean().default(false),
  noResults: z.string().optional(),
})

export type CoreQueryAttrs = z.output<typeof coreQueryAttrs>

export interface QueryPage {
  posts: ListedPost[]
  page: number
  totalPages: number
  /** The page the loop is on (locale-free): its pages are this path with `query-{id}-page`. */
  pagePath: string
}
