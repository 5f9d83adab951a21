import type { Context, Hono } from 'hono'
import type { Dataset } from './dataset.ts'
import {
  publicForum,
  tagName,
  type ForumDataset,
  type GeneratedForum,
  type GeneratedReply,
  type GeneratedTopic,
  type GeneratedUser,
} from './forum-generator.ts'
import { origin, pagedJson, restError } from './rest.ts'
import { DEFAULT_AVATAR } from './blog-routes.ts'
import { forumPageOf } from '../content-rules/forum-pages.ts'

/**
 * The forum API (`bbpress/v1`, SPEC §7) over the generated forum: forums, topics, replies and users
 * with bbPress's counts. Everything a list is ordered or counted by is worked out once per dataset,
 * so a page of replies is a slice of its topic's replies, never a pass over all of them. Only what the
 * public may read is served or counted (publicForum: no private or hidden forum, nor what is in one),
 * as the companion plugin answers on WordPress.
 */
interface ForumView {
  forum: ForumDataset
  topicById: Map<number, GeneratedTopic>
  /** Every topic, by last activity (newest first): the list of a tag or of the whole forum. */
  topicsByActivity: GeneratedTopic[]
  /** Topic tags by name, with their topic counts. */
  tags: { slug: string; count: number }[]
  lastActive: Map<number, string>
  /** Topics per forum, sticky first, then by last activity (newest first). */
  topicsByForum: Map<number, GeneratedTopic[]>
  topicsByAuthor: Map<number, GeneratedTopic[]>
  repliesByAuthor: Map<number, GeneratedReply[]>
  forumCounts: Map<number, { topics: number; replies: number; lastActive: string | null }>
}

const views = new WeakMap<Dataset, ForumView>()

function viewOf(dataset: Dataset): ForumView {
  const cached = views.get(dataset)
  if (cached) return cached
  const forum = publicForum(dataset.forum)
  const lastActive = new Map(forum.topics.map((topic) => [topic.id, forum.replies.get(topic.id)?.at(-1)?.date ?? topic.date]))
  const byLastActive = (a: GeneratedTopic, b: GeneratedTopic) => lastActive.get(b.id)!.localeCompare(lastActive.get(a.id)!)
  const group = <T, K>(items: Iterable<T>, key: (item: T) => K) => {
    const map = new Map<K, T[]>()
    for (const item of items) {
      const list = map.get(key(item))
      if (list) list.push(item)
      else map.set(key(item), [item])
    }
    return map
  }
  const topicsByForum = group(forum.topics, (topic) => topic.forum)
  for (const list of topicsByForum.values()) list.sort((a, b) => Number(b.sticky) - Number(a.sticky) || byLastActive(a, b))
  const topicsByAuthor = group(forum.topics, (topic) => topic.author)
  for (const list of topicsByAuthor.values()) list.sort((a, b) => a.date.localeCompare(b.date))
  const repliesByAuthor = group([...forum.replies.values()].flat(), (reply) => reply.author)
  for (const list of repliesByAuthor.values()) list.sort((a, b) => a.date.localeCompare(b.date))
  // A forum counts the topics and replies of its sub-forums too, as bbPress does.
  const forumCounts = new Map<number, { topics: number; replies: number; lastActive: string | null }>()
  const count = (id: number): { topics: number; replies: number; lastActive: string | null } => {
    const own = topicsByForum.get(id) ?? []
    const totals = {
      topics: own.length,
      replies: own.reduce((sum, t) => sum + (forum.replies.get(t.id)?.length ?? 0), 0),
      lastActive: own[0] ? [...own].sort(byLastActive)[0]!.id : null,
    }
    let last = totals.lastActive === null ? null : lastActive.get(totals.lastActive)!
    for (const child of forum.forums.filter((f) => f.parent === id)) {
      const sub = count(child.id)
      totals.topics += sub.topics
      totals.replies += sub.replies
      if (sub.lastActive && (!last || sub.lastActive > last)) last = sub.lastActive
    }
    const result = { topics: totals.topics, replies: totals.replies, lastActive: last }
    forumCounts.set(id, result)
    return result
  }
  for (const top of forum.forums.filter((f) => f.parent === 0)) count(top.id)
  const tagCounts = new Map<string, number>()
  for (const topic of forum.topics) for (const tag of topic.tags) tagCounts.set(tag, (tagCounts.get(tag) ?? 0) + 1)
  const tags = [...tagCounts].map(([slug, count]) => ({ slug, count })).sort((a, b) => a.slug.localeCompare(b.slug))
  const topicsByActivity = [...forum.topics].sort(byLastActive)
  const view = {
    forum,
    topicById: new Map(forum.topics.map((t) => [t.id, t])),
    topicsByActivity,
    tags,
    lastActive,
    topicsByForum,
    topicsByAuthor,
    repliesByAuthor,
    forumCounts,
  }
  views.set(dataset, view)
  return view
}

function forumPath(id: number, forum: ForumDataset): string {
  const slugs: string[] = []
  for (let f = forum.forums.find((x) => x.id === id); f; f = forum.forums.find((x) => x.id === f.parent)) slugs.unshift(f.slug)
  return `/support/forum/${slugs.join('/')}/`
}

const topicPath = (topic: GeneratedTopic, page = 1) => `/support/topic/${topic.slug}/${page > 1 ? `page/${page}/` : ''}`

function forumJson(id: number, view: ForumView, base: string) {
  const f = view.forum.forums.find((x) => x.id === id)!
  const counts = view.forumCounts.get(id)!
  return {
    id,
    slug: f.slug,
    title: { rendered: f.title },
    content: { rendered: `<p>${f.description}</p>\n` },
    parent: f.parent,
    menu_order: f.order,
    link: `${base}${forumPath(id, view.forum)}`,
    topic_count: counts.topics,
    reply_count: counts.replies,
    last_active_gmt: counts.lastActive,
  }
}

function topicJson(topic: GeneratedTopic, view: ForumView, base: string) {
  return {
    id: topic.id,
    slug: topic.slug,
    title: { rendered: topic.title },
    content: { rendered: topic.content },
    forum: topic.forum,
    author: topic.author,
    date_gmt: topic.date,
    last_active_gmt: view.lastActive.get(topic.id)!,
    reply_count: view.forum.replies.get(topic.id)?.length ?? 0,
    sticky: topic.sticky,
    tags: topic.tags,
    lang: topic.lang,
    link: `${base}${topicPath(topic)}`,
  }
}

function replyJson(reply: GeneratedReply, view: ForumView, base: string) {
  const topic = view.topicById.get(reply.topic)!
  return {
    id: reply.id,
    topic: reply.topic,
    forum: topic.forum,
    author: reply.author,
    date_gmt: reply.date,
    content: { rendered: reply.content },
    position: reply.position,
    link: `${base}${topicPath(topic, forumPageOf(reply.position))}#post-${reply.id}`,
  }
}

function userJson(user: GeneratedUser, view: ForumView, base: string) {
  return {
    id: user.id,
    slug: user.slug,
    name: user.name,
    role: user.role,
    avatar: DEFAULT_AVATAR,
    registered_gmt: user.registered,
    topic_count: view.topicsByAuthor.get(user.id)?.length ?? 0,
    reply_count: view.repliesByAuthor.get(user.id)?.length ?? 0,
    link: `${base}/support/users/${user.slug}/`,
  }
}

/** `orderby` (one of `allowed`, the first by default) and `order` (asc by default, as bbPress lists forums). */
function listOrder(c: Context, allowed: string[]): { orderby: string; order: 'asc' | 'desc' } | Response {
  const orderby = c.req.query('orderby') ?? allowed[0]!
  const order = c.req.query('order') ?? 'asc'
  if (!allowed.includes(orderby)) return restError(c, 400, 'rest_invalid_param', 'Invalid parameter(s): orderby')
  if (order !== 'asc' && order !== 'desc') return restError(c, 400, 'rest_invalid_param', 'Invalid parameter(s): order')
  return { orderby, order }
}

/** An id parameter: undefined when absent, null when malformed. */
function idParam(c: Context, name: string): number | undefined | null {
  const value = c.req.query(name)
  if (value === undefined) return undefined
  return /^\d{1,10}$/.test(value) ? Number(value) : null
}

export function registerForumRoutes(app: Hono, getDataset: () => Dataset) {
  app.get('/bbpress/v1/forums', (c) => {
    const view = viewOf(getDataset())
    const parent = idParam(c, 'post_parent')
    if (parent === null) return restError(c, 400, 'rest_invalid_param', 'Invalid parameter(s): post_parent')
    const ordering = listOrder(c, ['menu_order', 'date'])
    if (ordering instanceof Response) return ordering
    const slug = c.req.query('slug')
    const key = ordering.orderby === 'date' ? (f: GeneratedForum) => f.date : (f: GeneratedForum) => String(f.order).padStart(6, '0')
    const forums = view.forum.forums
      .filter((f) => (parent === undefined || f.parent === parent) && (slug === undefined || f.slug === slug))
      .sort((a, b) => key(a).localeCompare(key(b)) * (ordering.order === 'asc' ? 1 : -1))
    return pagedJson(c, forums, (f) => forumJson(f.id, view, origin(c)))
  })

  app.get('/bbpress/v1/forums/:id{[0-9]+}', (c) => {
    const view = viewOf(getDataset())
    const id = Number(c.req.param('id'))
    return view.forumCounts.has(id) ? c.json(forumJson(id, view, origin(c))) : restError(c, 404, 'rest_post_invalid_id', 'Invalid forum ID.')
  })

  app.get('/bbpress/v1/topics', (c) => {
    const view = viewOf(getDataset())
    const [forum, author] = [idParam(c, 'forum'), idParam(c, 'author')]
    if (forum === null || author === null) return restError(c, 400, 'rest_invalid_param', 'Invalid parameter(s): forum, author')
    const favorites = idParam(c, 'favorites')
    if (favorites === null) return restError(c, 400, 'rest_invalid_param', 'Invalid parameter(s): favorites')
    const slug = c.req.query('slug')
    const tag = c.req.query('tag')
    let topics =
      forum !== undefined ? (view.topicsByForum.get(forum) ?? []) : author !== undefined ? (view.topicsByAuthor.get(author) ?? []) : view.topicsByActivity
    if (author !== undefined && forum !== undefined) topics = topics.filter((t) => t.author === author)
    if (favorites !== undefined) topics = topics.filter((t) => t.favoritedBy.includes(favorites))
    if (slug !== undefined) topics = topics.filter((t) => t.slug === slug)
    if (tag !== undefined) topics = topics.filter((t) => t.tags.includes(tag))
    if (author !== undefined && c.req.query('order') !== 'asc') topics = [...topics].reverse()
    return pagedJson(c, topics, (t) => topicJson(t, view, origin(c)))
  })

  app.get('/bbpress/v1/topics/:id{[0-9]+}', (c) => {
    const view = viewOf(getDataset())
    const topic = view.topicById.get(Number(c.req.param('id')))
    return topic ? c.json(topicJson(topic, view, origin(c))) : restError(c, 404, 'rest_post_invalid_id', 'Invalid topic ID.')
  })

  app.get('/bbpress/v1/replies', (c) => {
    const view = viewOf(getDataset())
    const [topic, author] = [idParam(c, 'topic'), idParam(c, 'author')]
    if (topic === null || author === null || (topic === undefined && author === undefined)) {
      return restError(c, 400, 'rest_invalid_param', 'Invalid parameter(s): topic or author is required')
    }
    let replies = topic !== undefined ? (view.forum.replies.get(topic) ?? []) : (view.repliesByAuthor.get(author!) ?? [])
    if (topic !== undefined && author !== undefined) replies = replies.filter((r) => r.author === author)
    // A thread reads oldest first (bbPress's order); a user's replies newest first, as WordPress lists.
    const order = c.req.query('order') ?? (topic !== undefined ? 'asc' : 'desc')
    if (order !== 'asc' && order !== 'desc') return restError(c, 400, 'rest_invalid_param', 'Invalid parameter(s): order')
    if (order === 'desc') replies = [...replies].reverse()
    return pagedJson(c, replies, (r) => replyJson(r, view, origin(c)))
  })

  app.get('/bbpress/v1/topic-tags', (c) => {
    const view = viewOf(getDataset())
    const slug = c.req.query('slug')
    const tags = slug === undefined ? view.tags : view.tags.filter((t) => t.slug === slug)
    return pagedJson(c, tags, (tag) => ({ slug: tag.slug, name: tagName(tag.slug), count: tag.count, link: `${origin(c)}/support/topic-tag/${tag.slug}/` }))
  })

  app.get('/bbpress/v1/users', (c) => {
    const view = viewOf(getDataset())
    const slug = c.req.query('slug')
    const users = slug === undefined ? view.forum.users : view.forum.users.filter((u) => u.slug === slug)
    return pagedJson(c, users, (user) => userJson(user, view, origin(c)))
  })

  app.get('/bbpress/v1/users/:id{[0-9]+}', (c) => {
    const view = viewOf(getDataset())
    const user = view.forum.users.find((u) => u.id === Number(c.req.param('id')))
    return user ? c.json(userJson(user, view, origin(c))) : restError(c, 404, 'rest_user_invalid_id', 'Invalid user ID.')
  })
}
