import { render } from 'vike/abort'
import type { CmsClient } from '../../cms/client.ts'
import { FORUM_PAGE_SIZE } from '../../content-rules/forum-pages.ts'
import { plainText } from '../../content-rules/plain-text.ts'
import { orAbort } from '../../renderer/or-abort.ts'
import { blockMarkup } from '../../blocks/markup/block-markup.ts'
import { resolveMarkup } from '../../blocks/markup/resolve-markup.ts'
import { loadMessages } from '../../locales/messages.ts'
import type { Locale } from '../../content-rules/locales.ts'
import { forumTrail, topicRows } from './forum-people.ts'
import { listRange } from './forum-routes.ts'
import { pagePath } from '../shared/page-suffix.ts'

/** A page number the route could not read (`page/0/`, `page/x/`) is no page. */
function assertPage(page: number, what: string) {
  if (Number.isNaN(page)) throw render(404, `${what}: no such page`)
}

/**
 * A forum's page: its sub-forums on page 1 (the forum list block, placed through the registry as a
 * marketer would place it) and its topics, sticky first then by last activity, 15 a page.
 */
export async function loadForum(cms: CmsClient, path: string, page: number, locale: Locale) {
  assertPage(page, path)
  const forum = await orAbort(`[forum] ${path}`, () => cms.getForumByPath(path))
  if (!forum) throw render(404, `no forum at ${path}`)
  const subForums = async () => {
    if (page > 1 || (await orAbort(`[forum] the sub-forums of ${path}`, () => cms.getForums(forum.id))).length === 0) return null
    const messages = await loadMessages(locale)
    const markup = blockMarkup('site/forum-list', { heading: messages['forum.subForums'], forum: path.slice('/support/forum/'.length, -1) })
    return resolveMarkup(markup, { cms, locale, pagePath: path, idPrefix: 'f' })
  }
  const [trail, children, list] = await Promise.all([
    forumTrail(cms, forum),
    subForums(),
    orAbort(`[forum] the topics of ${path}, page ${page}`, () => cms.getTopics({ forum: forum.id, page, perPage: FORUM_PAGE_SIZE })),
  ])
  return {
    kind: 'forum' as const,
    title: plainText(forum.title.rendered),
    description: plainText(forum.content.rendered),
    basePath: path,
    pagePath: pagePath(path, page),
    breadcrumbs: trail.slice(0, -1),
    subForums: children,
    topics: await topicRows(cms, list.topics),
    range: listRange(page, list.topics.length, list.total, FORUM_PAGE_SIZE),
    page,
    totalPages: list.totalPages,
  }
}

export type ForumData = Awaited<ReturnType<typeof loadForum>>

/** Every topic tag with its count. */
export async function loadTopicTags(cms: CmsClient, locale: Locale) {
  const [tags, messages] = await Promise.all([orAbort('[forum] the topic tags', () => cms.getTopicTags()), loadMessages(locale)])
  return {
    kind: 'tags' as const,
    title: messages['forum.tags'],
    basePath: '/support/topic-tag/',
    pagePath: '/support/topic-tag/',
    tags: tags.map((tag) => ({ slug: tag.slug, name: tag.name, count: tag.count })),
  }
}

export type TopicTagsData = Awaited<ReturnType<typeof loadTopicTags>>

/** A page of a list of topics by last activity, 15 a page: a tag's, or the whole forum's. */
async function topicListPage(cms: CmsClient, filter: { tag: string } | { all: true }, basePath: string, page: number) {
  const list = await orAbort(`[forum] the topics of ${basePath}, page ${page}`, () => cms.getTopics({ ...filter, page, perPage: FORUM_PAGE_SIZE }))
  return {
    basePath,
    pagePath: pagePath(basePath, page),
    topics: await topicRows(cms, list.topics),
    range: listRange(page, list.topics.length, list.total, FORUM_PAGE_SIZE),
    page,
    totalPages: list.totalPages,
  }
}

/** A tag's topics by last activity, 15 a page. */
export async function loadTopicTag(cms: CmsClient, slug: string, page: number) {
  const basePath = `/support/topic-tag/${slug}/`
  assertPage(page, basePath)
  const tag = (await orAbort('[forum] the topic tags', () => cms.getTopicTags())).find((t) => t.slug === slug)
  if (!tag) throw render(404, `no topic tag ${slug}`)
  return { kind: 'tag' as const, title: tag.name, ...(await topicListPage(cms, { tag: slug }, basePath, page)) }
}

/** SPEC §2 `support/topic/`: every forum's topics by last activity, 15 a page. */
export async function loadRecentTopics(cms: CmsClient, page: number, locale: Locale) {
  const basePath = '/support/topic/'
  assertPage(page, basePath)
  const [messages, list] = await Promise.all([loadMessages(locale), topicListPage(cms, { all: true }, basePath, page)])
  return { kind: 'recent' as const, title: messages['forum.recentTopics'], ...list }
}

export type RecentTopicsData = Awaited<ReturnType<typeof loadRecentTopics>>

export type TopicTagData = Awaited<ReturnType<typeof loadTopicTag>>
