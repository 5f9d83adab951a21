import type { z } from 'zod'
import type { Query, Transport } from '../transport.ts'
import { orNull, totalsOf } from './answers.ts'
import {
  wpPostDateListSchema,
  wpPostIdListSchema,
  wpPostLinkListSchema,
  wpPostListSchema,
  wpPostSchema,
  type WpPost,
  type WpPostLink,
} from '../../content-schemas/post.ts'
import type { Locale } from '../../content-rules/locales.ts'

export interface PostQuery {
  lang: Locale
  page?: number
  perPage?: number
  /** Posts in any of these categories. */
  categories?: number[]
  tags?: number[]
  author?: number
  /** Every word in the title, excerpt or content. */
  search?: string
  /** Published strictly after / before these times (`YYYY-MM-DDTHH:mm:ss`). */
  after?: string
  before?: string
  order?: 'asc' | 'desc'
}

/** A PostQuery as `wp/v2/posts` parameters (newest first unless `order` says otherwise). */
function postParams(query: PostQuery): Query {
  return {
    lang: query.lang,
    page: query.page ?? 1,
    per_page: query.perPage ?? 10,
    categories: query.categories?.join(','),
    tags: query.tags?.join(','),
    author: query.author,
    search: query.search,
    after: query.after,
    before: query.before,
    order: query.order,
    orderby: 'date',
  }
}

/**
 * A PostQuery trimmed to what `schema` (a `pick` of the post schema) reads: its fields are the
 * request's `_fields`, so the request and the schema cannot name different fields.
 */
function trimmedPostParams(query: PostQuery, schema: z.ZodArray<z.ZodObject>): Query {
  return { ...postParams(query), _fields: Object.keys(schema.element.shape).join(',') }
}

/** The blog's posts (`wp/v2/posts`): lists, counts, dates, one post and its neighbours. */
export function postEndpoints({ request, requestEveryPage }: Transport) {
  return {
    /** Posts, newest first unless `order` says otherwise; a page past the last is a 404 CmsError. */
    async getPosts(query: PostQuery) {
      const result = await request('/wp/v2/posts', postParams(query), wpPostListSchema)
      return { posts: result.data, ...totalsOf(result) }
    },

    /** How many posts a query finds (X-WP-Total): one post's id is read, not the post. */
    async countPosts(query: Omit<PostQuery, 'page' | 'perPage'>): Promise<number> {
      const { data, total } = await request('/wp/v2/posts', trimmedPostParams({ ...query, perPage: 1 }, wpPostIdListSchema), wpPostIdListSchema)
      return total ?? data.length
    },

    /** When every post of `lang` was published (GMT), newest first: dates only, 100 to a request. */
    async getPostDates(lang: Locale): Promise<string[]> {
      const posts = await requestEveryPage('/wp/v2/posts', trimmedPostParams({ lang }, wpPostDateListSchema), wpPostDateListSchema)
      return posts.map((post) => post.date_gmt)
    },

    /** A post by id, or null. */
    async getPost(id: number): Promise<WpPost | null> {
      return orNull(request(`/wp/v2/posts/${id}`, {}, wpPostSchema))
    },

    /** The posts just before (older) and after (newer) `post` in its language; false at either end. */
    async getAdjacentPosts(post: Pick<WpPost, 'date_gmt' | 'lang'>): Promise<{ previous: WpPostLink | false; next: WpPostLink | false }> {
      // Links only: id, title and permalink, not two more posts in full.
      const neighbour = async (query: Omit<PostQuery, 'lang' | 'perPage'>) => {
        const params = trimmedPostParams({ ...query, lang: post.lang, perPage: 1 }, wpPostLinkListSchema)
        return (await request('/wp/v2/posts', params, wpPostLinkListSchema)).data[0] ?? false
      }
      const [previous, next] = await Promise.all([neighbour({ before: post.date_gmt }), neighbour({ after: post.date_gmt, order: 'asc' })])
      return { previous, next }
    },
  }
}
