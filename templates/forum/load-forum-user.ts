import { render } from 'vike/abort'
import type { CmsClient } from '../../cms/client.ts'
import { permalinkPath } from '../../content-rules/permalink.ts'
import { FORUM_PAGE_SIZE } from '../../content-rules/forum-pages.ts'
import { sanitizeHtml } from '../../blocks/markup/sanitize-html.ts'
import { plainText } from '../../content-rules/plain-text.ts'
import { orAbort } from '../../renderer/or-abort.ts'
import { personOf, topicRows } from './forum-people.ts'
import type { UserView } from './forum-routes.ts'
import { pagePath } from '../shared/page-suffix.ts'

/** The most favorites a profile lists (favorites are one page, SPEC §2). */
const FAVORITES_SHOWN = 100

/**
 * A forum user's profile and its views: the topics they started (SPEC §7 `topics/?author=&order=asc`),
 * their replies, newest first (`replies/?author=`), each with its topic (`topics/{id}`), and their favorites.
 */
export async function loadForumUser(cms: CmsClient, slug: string, view: UserView, page: number) {
  const profilePath = `/support/users/${slug}/`
  const basePath = view === 'profile' ? profilePath : `${profilePath}${view}/`
  if (Number.isNaN(page)) throw render(404, `${basePath}: no such page`)
  const user = await orAbort(`[forum] the user ${slug}`, () => cms.getForumUserBySlug(slug))
  if (!user) throw render(404, `no forum user ${slug}`)
  const common = {
    kind: 'user' as const,
    view,
    person: personOf(user),
    registered: user.registered_gmt,
    topicCount: user.topic_count,
    replyCount: user.reply_count,
    profilePath,
    basePath,
    pagePath: pagePath(basePath, page),
    page,
  }
  const paged = { ...common, topics: [] as Awaited<ReturnType<typeof topicRows>>, replies: [] as UserReply[], totalPages: 1 }
  if (view === 'topics') {
    const list = await orAbort(`[forum] the topics of ${slug}, page ${page}`, () =>
      cms.getTopics({ author: user.id, order: 'asc', page, perPage: FORUM_PAGE_SIZE }),
    )
    return { ...paged, topics: await topicRows(cms, list.topics), totalPages: list.totalPages }
  }
  if (view === 'favorites') {
    const list = await orAbort(`[forum] the favorites of ${slug}`, () => cms.getTopics({ favorites: user.id, page: 1, perPage: FAVORITES_SHOWN }))
    return { ...paged, topics: await topicRows(cms, list.topics) }
  }
  if (view === 'replies') {
    const list = await orAbort(`[forum] the replies of ${slug}, page ${page}`, () => cms.getReplies({ author: user.id, page, perPage: FORUM_PAGE_SIZE }))
    const topicIds = [...new Set(list.replies.map((reply) => reply.topic))]
    const topics = new Map(
      (await orAbort(`[forum] the topics ${slug} replied to`, () => Promise.all(topicIds.map((id) => cms.getTopic(id)))))
        .filter((t) => t !== null)
        .map((t) => [t.id, t]),
    )
    const replies = list.replies.map((reply): UserReply => {
      const topic = topics.get(reply.topic)
      return {
        id: reply.id,
        position: reply.position,
        postedAt: reply.date_gmt,
        html: sanitizeHtml(reply.content.rendered, { homeUrl: cms.home }),
        path: `${permalinkPath(reply.link)}${new URL(reply.link).hash}`,
        topic: topic ? { title: plainText(topic.title.rendered), path: permalinkPath(topic.link) } : null,
      }
    })
    return { ...paged, replies, totalPages: list.totalPages }
  }
  return paged
}

/** A reply on a user's replies page: where it is, in which topic. */
export interface UserReply {
  id: number
  position: number
  postedAt: string
  html: string
  path: string
  topic: { title: string; path: string } | null
}

export type ForumUserData = Awaited<ReturnType<typeof loadForumUser>>
