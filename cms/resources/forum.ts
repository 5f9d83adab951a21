import type { Transport } from '../transport.ts'
import { permalinkPath } from '../../content-rules/permalink.ts'
import { orNull, totalsOf } from './answers.ts'
import {
  forumListSchema,
  forumSchema,
  forumUserListSchema,
  forumUserSchema,
  replyListSchema,
  topicListSchema,
  topicSchema,
  topicTagListSchema,
  type Forum,
  type ForumUser,
  type Topic,
  type TopicTag,
} from '../../content-schemas/forum.ts'

/** The support forum (SPEC §7: `bbpress/v1`): forums, topics, replies, users and topic tags. */
export function forumEndpoints({ request, requestEveryPage }: Transport) {
  return {
    /** A forum's sub-forums (the top level for 0), oldest first as SPEC §7 reads them (`orderby=date`). */
    async getForums(parent: number): Promise<Forum[]> {
      return requestEveryPage('/bbpress/v1/forums', { post_parent: parent, orderby: 'date' }, forumListSchema)
    },

    /** Every topic of the forum, most recently active first (the sitemaps). */
    async getEveryTopic(): Promise<Topic[]> {
      return requestEveryPage('/bbpress/v1/topics', {}, topicListSchema)
    },

    /** The forum at `pathname` (`/support/forum/dokan/payments/`), or null. */
    async getForumByPath(pathname: string): Promise<Forum | null> {
      const slug = pathname.split('/').filter(Boolean).at(-1)
      const { data } = await request('/bbpress/v1/forums', { slug, per_page: 100 }, forumListSchema)
      return data.find((forum) => permalinkPath(forum.link) === pathname) ?? null
    },

    async getForum(id: number): Promise<Forum> {
      return (await request(`/bbpress/v1/forums/${id}`, {}, forumSchema)).data
    },

    /**
     * A page of topics: a forum's (sticky first, then by last activity), an author's (SPEC §7:
     * `order=asc`), a tag's, a user's favorites or every forum's. A page past the last is a 404 CmsError.
     */
    async getTopics(
      query: ({ forum: number } | { author: number; order: 'asc' | 'desc' } | { tag: string } | { favorites: number } | { all: true }) & {
        page: number
        perPage: number
      },
    ) {
      const { page, perPage, ...filter } = query
      // Every forum's topics: no filter at all (by last activity, as the API orders them).
      const params = 'all' in filter ? {} : filter
      const result = await request('/bbpress/v1/topics', { ...params, page, per_page: perPage }, topicListSchema)
      return { topics: result.data, ...totalsOf(result) }
    },

    /** A topic by id (SPEC §7: `topics/{id}`), or null. */
    async getTopic(id: number): Promise<Topic | null> {
      return orNull(request(`/bbpress/v1/topics/${id}`, {}, topicSchema))
    },

    /** The topic with this slug, or null. */
    async getTopicBySlug(slug: string): Promise<Topic | null> {
      const { data } = await request('/bbpress/v1/topics', { slug, per_page: 1 }, topicListSchema)
      return data.find((topic) => topic.slug === slug) ?? null
    },

    /** A page of a topic's replies, oldest first, or of a user's, newest first (SPEC §7). */
    async getReplies(query: ({ topic: number; order: 'asc' } | { author: number }) & { page: number; perPage: number }) {
      const { page, perPage, ...filter } = query
      const result = await request('/bbpress/v1/replies', { ...filter, page, per_page: perPage }, replyListSchema)
      return { replies: result.data, ...totalsOf(result) }
    },

    /** A forum user (SPEC §7: `users/{id}`), or null. */
    async getForumUser(id: number): Promise<ForumUser | null> {
      return orNull(request(`/bbpress/v1/users/${id}`, {}, forumUserSchema))
    },

    async getForumUserBySlug(slug: string): Promise<ForumUser | null> {
      const { data } = await request('/bbpress/v1/users', { slug, per_page: 1 }, forumUserListSchema)
      return data.find((user) => user.slug === slug) ?? null
    },

    /** Every topic tag with its topic count, by name. */
    async getTopicTags(): Promise<TopicTag[]> {
      return requestEveryPage('/bbpress/v1/topic-tags', {}, topicTagListSchema)
    },
  }
}
