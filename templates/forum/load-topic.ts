import { render } from 'vike/abort'
import type { CmsClient } from '../../cms/client.ts'
import { FORUM_PAGE_SIZE } from '../../content-rules/forum-pages.ts'
import { sanitizeHtml } from '../../blocks/markup/sanitize-html.ts'
import { plainText } from '../../content-rules/plain-text.ts'
import { orAbort } from '../../renderer/or-abort.ts'
import { LOCALES, localizePath } from '../../content-rules/locales.ts'
import { forumTrail, peopleById, type ForumPerson } from './forum-people.ts'
import { pagePath } from '../shared/page-suffix.ts'

/** A post of the thread: the topic itself (position 0) or a reply. Its HTML is the author's, sanitized. */
export interface ForumPost {
  id: number
  position: number
  author: ForumPerson | null
  postedAt: string
  html: string
}

/** A person in structured data. */
const personLd = (person: ForumPerson | null, origin: string) =>
  person ? { '@type': 'Person', name: person.name, url: new URL(person.path, origin).href } : { '@type': 'Person', name: '—' }

/**
 * A topic's page: the topic and a page of its replies, oldest first, 15 a page (SPEC §7
 * `replies/?topic={id}&order=asc`), every post's user-written HTML through the site's sanitizer.
 * A page past the last is a 404.
 */
export async function loadTopic(cms: CmsClient, slug: string, page: number, origin: string) {
  const basePath = `/support/topic/${slug}/`
  if (Number.isNaN(page)) throw render(404, `${basePath}: no such page`)
  const topic = await orAbort(`[forum] the topic ${slug}`, () => cms.getTopicBySlug(slug))
  if (!topic) throw render(404, `no topic ${slug}`)
  const [forum, list] = await Promise.all([
    orAbort(`[forum] the forum of ${slug}`, () => cms.getForum(topic.forum)),
    orAbort(`[forum] the replies of ${slug}, page ${page}`, () => cms.getReplies({ topic: topic.id, order: 'asc', page, perPage: FORUM_PAGE_SIZE })),
  ])
  const [trail, people] = await Promise.all([forumTrail(cms, forum), peopleById(cms, [topic.author, ...list.replies.map((reply) => reply.author)])])
  const clean = (html: string) => sanitizeHtml(html, { homeUrl: cms.home })
  const title = plainText(topic.title.rendered)
  const lead: ForumPost = { id: topic.id, position: 0, author: people.get(topic.author) ?? null, postedAt: topic.date_gmt, html: clean(topic.content.rendered) }
  const replies: ForumPost[] = list.replies.map((reply) => ({
    id: reply.id,
    position: reply.position,
    author: people.get(reply.author) ?? null,
    postedAt: reply.date_gmt,
    html: clean(reply.content.rendered),
  }))
  // The thread is written in one language: its pages are canonical there, whatever the interface language.
  const ownPath = pagePath(basePath, page)
  const canonicalPath = localizePath(ownPath, topic.lang)
  const url = new URL(canonicalPath, origin).href
  return {
    kind: 'topic' as const,
    title,
    description: plainText(topic.content.rendered).slice(0, 160),
    contentLang: topic.lang,
    basePath,
    pagePath: ownPath,
    canonicalPath,
    languages: [topic.lang],
    breadcrumbs: trail,
    lead,
    replies,
    tags: topic.tags,
    sticky: topic.sticky,
    replyCount: topic.reply_count,
    lastActive: topic.last_active_gmt,
    page,
    totalPages: Math.max(1, list.totalPages),
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'DiscussionForumPosting',
      headline: title,
      text: plainText(lead.html),
      url,
      inLanguage: LOCALES[topic.lang].iso,
      datePublished: `${topic.date_gmt}Z`,
      dateModified: `${topic.last_active_gmt}Z`,
      author: personLd(lead.author, origin),
      interactionStatistic: { '@type': 'InteractionCounter', interactionType: 'https://schema.org/CommentAction', userInteractionCount: topic.reply_count },
      comment: replies.map((reply) => ({
        '@type': 'Comment',
        text: plainText(reply.html),
        datePublished: `${reply.postedAt}Z`,
        author: personLd(reply.author, origin),
        url: `${url}#post-${reply.id}`,
      })),
    },
  }
}

export type TopicData = Awaited<ReturnType<typeof loadTopic>>
