import type { CmsClient } from '../../cms/client.ts'
import { permalinkPath } from '../../content-rules/permalink.ts'
import { plainText } from '../../content-rules/plain-text.ts'
import { orAbort } from '../../renderer/or-abort.ts'
import type { Forum, ForumUser, Topic } from '../../content-schemas/forum.ts'
import type { Crumb } from '../../layouts/Breadcrumbs.tsx'

/**
 * What the forum's views share: people as a post shows them, topics as a list shows them, and a
 * forum's breadcrumbs. Every call goes through the one content client (SPEC §7 `users/{id}`).
 */

/** A post's author: name, profile link, avatar and bbPress role (the badge). */
export interface ForumPerson {
  id: number
  name: string
  path: string
  avatar: string
  role: ForumUser['role']
}

export const personOf = (user: ForumUser): ForumPerson => ({
  id: user.id,
  name: user.name,
  path: permalinkPath(user.link),
  avatar: user.avatar,
  role: user.role,
})

/** The authors of these ids, each read once; one that no longer exists is left out (its posts show no name). */
export async function peopleById(cms: CmsClient, ids: number[]): Promise<Map<number, ForumPerson>> {
  const unique = [...new Set(ids)]
  const users = await orAbort('[forum] the authors', () => Promise.all(unique.map((id) => cms.getForumUser(id))))
  return new Map(users.filter((user) => user !== null).map((user) => [user.id, personOf(user)]))
}

/** A topic in a list: title, link, author, reply count, last activity, and whether it is pinned. */
export interface TopicRow {
  id: number
  title: string
  path: string
  sticky: boolean
  lang: Topic['lang']
  author: ForumPerson | null
  replies: number
  lastActive: string
}

export async function topicRows(cms: CmsClient, topics: Topic[]): Promise<TopicRow[]> {
  const people = await peopleById(
    cms,
    topics.map((topic) => topic.author),
  )
  return topics.map((topic) => ({
    id: topic.id,
    title: plainText(topic.title.rendered),
    path: permalinkPath(topic.link),
    sticky: topic.sticky,
    lang: topic.lang,
    author: people.get(topic.author) ?? null,
    replies: topic.reply_count,
    lastActive: topic.last_active_gmt,
  }))
}

/** The forum and its ancestors, root first, as breadcrumbs (after the forum index). */
export async function forumTrail(cms: CmsClient, forum: Forum): Promise<Crumb[]> {
  const trail: Forum[] = [forum]
  while (trail[0]!.parent !== 0) trail.unshift(await orAbort('[forum] a parent forum', () => cms.getForum(trail[0]!.parent)))
  return trail.map((f) => ({ title: plainText(f.title.rendered), path: permalinkPath(f.link) }))
}
