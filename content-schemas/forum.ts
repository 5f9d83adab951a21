import { z } from 'zod'
import { renderedSchema } from './rendered.ts'
import { localeSchema } from './locale.ts'

/**
 * The forum API (`bbpress/v1`, SPEC §7): bbPress's forums, topics, replies and users, as the
 * companion plugin answers them from bbPress's own post types and meta (and the embedded content
 * API from the generated forum). Lists carry X-WP-Total / X-WP-TotalPages.
 */

export const forumSchema = z.object({
  id: z.number().int().positive(),
  slug: z.string(),
  title: renderedSchema,
  /** The forum's description. */
  content: renderedSchema,
  /** bbPress's post_parent: 0 at the top. */
  parent: z.number().int().nonnegative(),
  menu_order: z.number().int(),
  link: z.url(),
  topic_count: z.number().int().nonnegative(),
  reply_count: z.number().int().nonnegative(),
  /** Last activity (GMT), null for a forum without topics. */
  last_active_gmt: z.string().nullable(),
})
export const forumListSchema = z.array(forumSchema)
export type Forum = z.output<typeof forumSchema>

export const topicSchema = z.object({
  id: z.number().int().positive(),
  slug: z.string(),
  title: renderedSchema,
  content: renderedSchema,
  forum: z.number().int().positive(),
  author: z.number().int().positive(),
  date_gmt: z.string(),
  last_active_gmt: z.string(),
  reply_count: z.number().int().nonnegative(),
  sticky: z.boolean(),
  /** Topic tag slugs. */
  tags: z.array(z.string()),
  /** The language the topic is written in. */
  lang: localeSchema,
  link: z.url(),
})
export const topicListSchema = z.array(topicSchema)
export type Topic = z.output<typeof topicSchema>

export const replySchema = z.object({
  id: z.number().int().positive(),
  topic: z.number().int().positive(),
  forum: z.number().int().positive(),
  author: z.number().int().positive(),
  date_gmt: z.string(),
  /** User-written HTML: sanitized before it is shown, like all CMS HTML. */
  content: renderedSchema,
  /** 1 for the first reply of its topic. */
  position: z.number().int().positive(),
  link: z.url(),
})
export const replyListSchema = z.array(replySchema)
export type Reply = z.output<typeof replySchema>

export const forumUserSchema = z.object({
  id: z.number().int().positive(),
  slug: z.string(),
  name: z.string(),
  /** bbPress's forum role. */
  role: z.enum(['keymaster', 'moderator', 'participant']),
  /** Its 96 px picture: a URL, or a path the site serves (as blog authors' `avatar_urls`). */
  avatar: z.string().min(1),
  registered_gmt: z.string(),
  topic_count: z.number().int().nonnegative(),
  reply_count: z.number().int().nonnegative(),
  link: z.url(),
})
export const forumUserListSchema = z.array(forumUserSchema)
export type ForumUser = z.output<typeof forumUserSchema>

/** A topic tag (bbPress's `topic-tag` taxonomy) with its topic count. */
export const topicTagSchema = z.object({
  slug: z.string(),
  name: z.string(),
  count: z.number().int().nonnegative(),
  link: z.url(),
})
export const topicTagListSchema = z.array(topicTagSchema)
export type TopicTag = z.output<typeof topicTagSchema>
