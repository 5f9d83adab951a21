import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { createContentApi } from './app.ts'
import { loadDataset } from './dataset.ts'
import { publicForum } from './forum-generator.ts'
import {
  forumListSchema,
  forumUserListSchema,
  forumUserSchema,
  replyListSchema,
  topicListSchema,
  topicSchema,
  topicTagListSchema,
  type Forum,
} from '../content-schemas/forum.ts'
import { FORUM_PAGE_SIZE } from '../content-rules/forum-pages.ts'

const dataset = loadDataset(path.resolve('content'))
const api = createContentApi(() => dataset)
const get = (url: string) => api.fetch(new Request(`http://site.test/wp-json/bbpress/v1${url}`))
const total = (response: Response) => Number(response.headers.get('x-wp-total'))
/** What the API serves: the forums the public may read, their topics and replies. */
const shown = publicForum(dataset.forum)

describe('the generated forum', () => {
  it('has a real forum’s size: 12+ forums, 2,000 topics, 20,000 replies, 400 users, topics of 1 to 300+ replies', () => {
    const { forum } = dataset
    const counts = [...forum.replies.values()].map((r) => r.length)
    expect(forum.forums.length).toBeGreaterThanOrEqual(12)
    expect(forum.topics.length).toBeGreaterThanOrEqual(2000)
    expect(counts.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(20000)
    expect(forum.users.length).toBeGreaterThanOrEqual(400)
    expect(Math.min(...counts.filter((c) => c > 0))).toBe(1)
    expect(Math.max(...counts)).toBeGreaterThan(300)
    for (const edge of [15, 16, 30, 31]) expect(counts, `a topic of ${edge} replies`).toContain(edge)
  })
})

describe('embedded content API: the forum (bbpress/v1)', () => {
  it('lists forums by parent with their topic and reply counts, sub-forums included', async () => {
    const top = forumListSchema.parse(await (await get('/forums/?post_parent=0&orderby=date&per_page=100')).json())
    const dokan = top.find((f) => f.slug === 'dokan')!
    const children = forumListSchema.parse(await (await get(`/forums/?post_parent=${dokan.id}&orderby=date&per_page=100`)).json())
    expect(children.length).toBeGreaterThanOrEqual(4)
    expect(dokan.topic_count).toBe(children.reduce((sum, f) => sum + f.topic_count, 0))
    expect(dokan.link).toBe('http://site.test/support/forum/dokan/')
    expect(children[0]!.link).toBe(`http://site.test/support/forum/dokan/${children[0]!.slug}/`)
  })

  it('lists a forum’s topics sticky first, then by last activity, 15 a page with WordPress’s totals', async () => {
    const forum = dataset.forum.forums.find((f) => dataset.forum.topics.some((t) => t.forum === f.id && t.sticky))!
    const response = await get(`/topics/?forum=${forum.id}&per_page=${FORUM_PAGE_SIZE}&page=1`)
    const topics = topicListSchema.parse(await response.json())
    expect(topics).toHaveLength(FORUM_PAGE_SIZE)
    expect(topics[0]!.sticky).toBe(true)
    const rest = topics.filter((t) => !t.sticky).map((t) => t.last_active_gmt)
    expect(rest).toEqual([...rest].sort().reverse())
    expect(total(response)).toBe(dataset.forum.topics.filter((t) => t.forum === forum.id).length)
  })

  it.each([15, 16, 30, 31])('pages a topic of %i replies 15 a page, oldest first', async (count) => {
    const topic = dataset.forum.topics.find((t) => dataset.forum.replies.get(t.id)!.length === count)!
    const pages = Math.ceil(count / FORUM_PAGE_SIZE)
    const last = await get(`/replies/?topic=${topic.id}&order=asc&per_page=${FORUM_PAGE_SIZE}&page=${pages}`)
    expect(last.headers.get('x-wp-totalpages')).toBe(String(pages))
    expect(replyListSchema.parse(await last.json()).map((r) => r.position)).toEqual(
      Array.from({ length: count - (pages - 1) * FORUM_PAGE_SIZE }, (_, i) => (pages - 1) * FORUM_PAGE_SIZE + i + 1),
    )
    expect((await get(`/replies/?topic=${topic.id}&order=asc&per_page=${FORUM_PAGE_SIZE}&page=${pages + 1}`)).status).toBe(400)
  })

  it('answers a topic, its author, and an author’s topics and replies', async () => {
    const longest = [...dataset.forum.topics].sort((a, b) => dataset.forum.replies.get(b.id)!.length - dataset.forum.replies.get(a.id)!.length)[0]!
    const topic = topicSchema.parse(await (await get(`/topics/${longest.id}`)).json())
    expect(topic.reply_count).toBeGreaterThan(300)
    const user = forumUserSchema.parse(await (await get(`/users/${topic.author}`)).json())
    const byAuthor = await get(`/topics/?author=${user.id}&order=asc&page=1&per_page=${FORUM_PAGE_SIZE}`)
    expect(total(byAuthor)).toBe(user.topic_count)
    const replies = await get(`/replies/?author=${user.id}&per_page=${FORUM_PAGE_SIZE}&page=1`)
    expect(total(replies)).toBe(user.reply_count)
    expect((await get('/users/1')).status).toBe(404)
    expect((await get('/topics/1')).status).toBe(404)
    expect((await get('/replies/')).status).toBe(400)
  })

  it('keeps a reply as its author wrote it (the site sanitizes it when it shows it)', async () => {
    const hostile = [...dataset.forum.replies.values()].flat().find((r) => r.content.includes('<script>'))!
    expect(hostile).toBeDefined()
    const page = Math.ceil(hostile.position / FORUM_PAGE_SIZE)
    const replies = replyListSchema.parse(await (await get(`/replies/?topic=${hostile.topic}&order=asc&per_page=${FORUM_PAGE_SIZE}&page=${page}`)).json())
    expect(replies.find((r) => r.id === hostile.id)?.content.rendered).toContain('<script>')
  })
})

describe('embedded content API: forum look-ups by slug, tags and favorites', () => {
  it('orders forums as bbPress does (menu order by default), or by creation date either way', async () => {
    const byOrder = forumListSchema.parse(await (await get('/forums/?post_parent=0')).json()).map((f) => f.slug)
    const byDate = forumListSchema.parse(await (await get('/forums/?post_parent=0&orderby=date')).json()).map((f) => f.slug)
    const newest = forumListSchema.parse(await (await get('/forums/?post_parent=0&orderby=date&order=desc')).json()).map((f) => f.slug)
    expect(byOrder.slice(0, 2)).toEqual(['dokan', 'wp-project-manager'])
    expect(byDate).toEqual(byOrder)
    expect(newest).toEqual([...byOrder].reverse())
    expect((await get('/forums/?orderby=title')).status).toBe(400)
  })

  it('finds a user by slug, lists topic tags with counts, a tag’s topics and a user’s favorites', async () => {
    const user = dataset.forum.users[20]!
    const [found] = forumUserListSchema.parse(await (await get(`/users/?slug=${user.slug}`)).json())
    expect(found).toMatchObject({ id: user.id, link: `http://site.test/support/users/${user.slug}/` })
    const tags = topicTagListSchema.parse(await (await get('/topic-tags/?per_page=100')).json())
    const stripe = tags.find((t) => t.slug === 'stripe')!
    expect(stripe.count).toBe(shown.topics.filter((t) => t.tags.includes('stripe')).length)
    const tagged = await get(`/topics/?tag=stripe&per_page=${FORUM_PAGE_SIZE}`)
    expect(total(tagged)).toBe(stripe.count)
    const fan = dataset.forum.topics.find((t) => t.favoritedBy.length > 0)!.favoritedBy[0]!
    const favorites = topicListSchema.parse(await (await get(`/topics/?favorites=${fan}&per_page=100`)).json())
    expect(favorites.length).toBe(shown.topics.filter((t) => t.favoritedBy.includes(fan)).length)
  })

  it('lists a user’s replies newest first', async () => {
    const author = dataset.forum.topics[0]!.author
    const replies = replyListSchema.parse(await (await get(`/replies/?author=${author}&per_page=${FORUM_PAGE_SIZE}&page=1`)).json())
    const dates = replies.map((r) => r.date_gmt)
    expect(dates).toEqual([...dates].sort().reverse())
  })
})

describe('embedded content API: the forums the public may not read', () => {
  const { forum } = dataset
  const kept = forum.forums.filter((f) => !shown.forums.includes(f))
  const keptTopics = forum.topics.filter((t) => !shown.topics.includes(t))
  const poster = forum.topics[0]!.author
  const fan = forum.topics.find((t) => t.favoritedBy.length > 0)!.favoritedBy[0]!

  it('the dataset has a private forum with a published sub-forum and a hidden forum, with topics and replies', () => {
    expect(kept.map((f) => [f.slug, f.status])).toEqual([
      ['beta-program', 'private'],
      ['beta-feedback', 'publish'],
      ['moderators', 'hidden'],
    ])
    for (const f of kept) expect(keptTopics.filter((t) => t.forum === f.id).length, f.slug).toBeGreaterThan(0)
    for (const t of keptTopics) expect(forum.replies.get(t.id)!.length, t.slug).toBeGreaterThan(0)
  })

  it('serves none of them by id, parent, slug or forum, nor their topics and replies', async () => {
    const served: string[] = []
    const check = async (url: string) => {
      const response = await get(url)
      const body = (await response.json()) as unknown
      if (!(response.status === 404 || (Array.isArray(body) && body.length === 0))) served.push(`${url}: ${response.status}`)
    }
    for (const f of kept) {
      for (const url of [`/forums/${f.id}`, `/forums/?slug=${f.slug}`, `/forums/?post_parent=${f.id}`, `/topics/?forum=${f.id}`]) await check(url)
    }
    for (const t of keptTopics) {
      for (const url of [`/topics/${t.id}`, `/topics/?slug=${t.slug}`, `/replies/?topic=${t.id}`]) await check(url)
    }
    await check('/topics/?tag=pre-release')
    expect(served).toEqual([])
    const top = forumListSchema.parse(await (await get('/forums/?post_parent=0&per_page=100')).json())
    expect(top.map((f: Forum) => f.slug)).not.toContain('beta-program')
  })

  it('leaves them out of every list and count: all topics, an author’s, a fan’s, a tag’s, the tags, a user’s counts', async () => {
    const everyTopic = await get('/topics/?per_page=1')
    expect(total(everyTopic)).toBe(shown.topics.length)
    const byPoster = shown.topics.filter((t) => t.author === poster).length
    expect(total(await get(`/topics/?author=${poster}&per_page=1`))).toBe(byPoster)
    expect(total(await get(`/topics/?favorites=${fan}&per_page=1`))).toBe(shown.topics.filter((t) => t.favoritedBy.includes(fan)).length)
    expect(total(await get('/topics/?tag=stripe&per_page=1'))).toBe(shown.topics.filter((t) => t.tags.includes('stripe')).length)
    const tags = topicTagListSchema.parse(await (await get('/topic-tags/?per_page=100')).json())
    expect(tags.map((t) => t.slug)).not.toContain('pre-release')
    const repliesByPoster = [...shown.replies.values()].flat().filter((r) => r.author === poster).length
    expect(total(await get(`/replies/?author=${poster}&per_page=1`))).toBe(repliesByPoster)
    const user = forumUserSchema.parse(await (await get(`/users/${poster}`)).json())
    expect([user.topic_count, user.reply_count]).toEqual([byPoster, repliesByPoster])
  })
})
