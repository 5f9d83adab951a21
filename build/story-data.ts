/**
 * The pages the layout and template stories show, read as the site reads them: the embedded content
 * (content/) through the content client and the templates' own loaders, called as pages/*\/+data.ts
 * call them. Node only: build/vite-plugin-story-data.ts runs this through vite's module runner (the
 * block registry is a folder glob) and hands the result to Storybook as `virtual:story-data`.
 */
import type { PageContextServer } from 'vike/types'
import { permalinkPath } from '../content-rules/permalink.ts'
import { loadSiteSettings } from '../renderer/load-site-page-context.ts'
import { FORUM_PAGE_SIZE, forumPageOf } from '../content-rules/forum-pages.ts'
import type { Locale } from '../content-rules/locales.ts'
import { createEmbeddedContent } from '../embedded-wordpress/embedded.ts'
import { createSiteCms } from '../server/site-cms.ts'
import { parseSiteConfig } from '../server/config/site-config.ts'
import { publicForum } from '../embedded-wordpress/forum-generator.ts'
import { SALES_POPUP_ITEMS } from '../layouts/sales-notification.ts'
import { ampPathOf, parseArchivePath, parsePostPath } from '../templates/blog/blog-routes.ts'
import { loadIndex, loadPostList } from '../templates/blog/load-archive.ts'
import { loadPost } from '../templates/blog/load-post.ts'
import { loadDoc, loadDocsIndex } from '../templates/docs/load-docs.ts'
import { loadDocsSearch } from '../templates/docs/load-docs-search.ts'
import { loadForum, loadRecentTopics, loadTopicTag, loadTopicTags } from '../templates/forum/load-forum.ts'
import { loadTopic } from '../templates/forum/load-topic.ts'
import { loadForumUser } from '../templates/forum/load-forum-user.ts'
import { data as cmsPageData } from '../pages/cms-page/+data.ts'
import { data as ampPostData } from '../pages/amp-post/+data.ts'

/** The origin the stories' pages are rendered for (absolute links: canonical, structured data). */
export const STORY_ORIGIN = 'https://wedevs.com'
const locale: Locale = 'en'
/** What marks a reply as hostile (as tests/e2e/forum.test.ts finds them). */
const HOSTILE = /<script|onerror|onmouseover|javascript:/

/** The pages the stories show (SPEC §2 routes); each names where the site would serve it. */
export async function loadStoryData() {
  // The server's own client over the repository's embedded content (without a shared store).
  const { content } = parseSiteConfig({})
  const embedded = createEmbeddedContent(content)
  const cms = createSiteCms(content, { embedded })
  // As every page reads them (renderer/load-site-page-context.ts): the chrome's settings and the campaign's end as an instant.
  const { settings, campaignEndsAt } = await loadSiteSettings(cms, new URL(`${STORY_ORIGIN}/`), { renderedAt: Date.now() })
  if (settings === null || campaignEndsAt === null) throw new Error("story data: the dataset's settings or its campaign's end date cannot be read")

  // The forum's generated threads, as the forum's e2e test finds them (tests/e2e/forum.test.ts): the
  // dataset's hostile replies (forum-generator.ts), and threads of the sizes the stories need, of
  // the forums the public may read.
  const forum = publicForum(embedded.getDataset().forum)
  const repliesOf = (topic: { id: number }) => forum.replies.get(topic.id) ?? []
  const hostileReply = [...forum.replies.values()].flat().find((reply) => HOSTILE.test(reply.content))
  const hostileTopic = forum.topics.find((topic) => topic.id === hostileReply?.topic)
  if (!hostileReply || !hostileTopic) throw new Error('story data: the forum has no hostile reply (embedded-wordpress/forum-generator.ts)')
  const longTopic = forum.topics.find((topic) => topic.lang === locale && repliesOf(topic).length === 2 * FORUM_PAGE_SIZE)!
  const replyAuthors = new Set([...forum.replies.values()].flat().map((reply) => reply.author))
  const regular = forum.users.find((user) => replyAuthors.has(user.id) && forum.topics.some((topic) => topic.author === user.id))!

  // A post with comments and a featured image (the blog's newest English post that has both).
  const newest = await cms.getPosts({ lang: locale, page: 1, perPage: 20 })
  const withComments = await Promise.all(newest.posts.map(async (post) => ({ post, comments: (await cms.getComments(post.id)).length })))
  const post = withComments.find(({ post, comments }) => comments > 0 && post.featured_image)?.post ?? newest.posts[0]!
  const postPath = permalinkPath(post.link)

  const { tags } = await loadTopicTags(cms, locale)
  const busiestTag = [...tags].sort((a, b) => b.count - a.count)[0]!
  // A blog tag whose posts fit on one page (10 a page), and more than one of them.
  const tagIndex = await loadIndex(cms, 'tag', locale)
  const smallTag = tagIndex.entries.find((entry) => entry.count > 1 && entry.count <= 10)
  const smallTagRoute = smallTag && parseArchivePath(smallTag.path)
  if (smallTagRoute?.kind !== 'tag') throw new Error('story data: no blog tag with 2 to 10 posts')

  // A docs article with a table of contents and both neighbours.
  const docPath = '/docs/dokan/commissions-and-withdrawals/requesting-a-withdrawal/'

  const [blog, docs, forumPages] = await Promise.all([
    Promise.all([
      loadIndex(cms, 'category', locale),
      loadIndex(cms, 'author', locale),
      loadPostList(cms, { kind: 'blog', page: 2 }, locale, undefined),
      loadPostList(cms, smallTagRoute, locale, undefined),
      loadPostList(cms, { kind: 'date', year: 2001, page: 1 }, locale, undefined),
      loadPostList(cms, { kind: 'search', page: 1 }, locale, 'withdraw'),
      loadPostList(cms, { kind: 'search', page: 1 }, locale, 'qwxzv'),
      loadPost(cms, parsePostPath(postPath)!, { locale, pathname: postPath, origin: STORY_ORIGIN }),
      // The AMP page's own data: the post and its content made AMP-valid.
      ampPostData({
        cms,
        locale,
        urlOriginal: `${STORY_ORIGIN}${ampPathOf(postPath)}`,
        urlParsed: { pathname: ampPathOf(postPath), search: {} },
      } as unknown as PageContextServer),
    ]),
    Promise.all([
      loadDocsIndex(cms, locale),
      loadDoc(cms, docPath, locale, STORY_ORIGIN),
      loadDocsSearch(cms, 'withdraw', undefined, locale),
      loadDocsSearch(cms, 'qwxzv', undefined, locale),
    ]),
    Promise.all([
      // The forum index is a page marketers compose (templates/forum/forum-routes.ts): the cms page's own data.
      cmsPageData({ cms, locale, urlParsed: { pathname: '/support/forum/', search: {} } } as unknown as PageContextServer),
      loadForum(cms, '/support/forum/dokan/', 1, locale),
      loadForum(cms, '/support/forum/dokan/payments/', 2, locale),
      loadTopic(cms, longTopic.slug, 1, STORY_ORIGIN),
      loadTopic(cms, hostileTopic.slug, forumPageOf(hostileReply.position), STORY_ORIGIN),
      loadTopicTags(cms, locale),
      loadTopicTag(cms, busiestTag.slug, 1),
      loadForumUser(cms, regular.slug, 'profile', 1),
      loadForumUser(cms, regular.slug, 'replies', 1),
      loadRecentTopics(cms, 2, locale),
    ]),
  ])
  const [categoryIndex, authorIndex, blogPage2, tagOnePage, emptyDateArchive, searchResults, searchNothing, blogPost, ampPost] = blog
  const [docsIndex, docArticle, docsSearchResults, docsSearchNothing] = docs
  const [forumIndex, forumWithSubForums, forumPage2, topic, hostileThread, topicTags, topicTag, userProfile, userReplies, recentTopics] = forumPages

  return {
    origin: STORY_ORIGIN,
    locale,
    settings,
    campaignEndsAt,
    /** What /api/sales answers on a Dokan page (server/api/sales-report.ts). */
    sales: await cms.getSalesReport({ product: 'dokan', limit: SALES_POPUP_ITEMS }),
    blog: {
      categoryIndex,
      authorIndex,
      blogPage2,
      tagOnePage,
      emptyDateArchive,
      searchResults,
      searchNothing,
      post: { path: postPath, data: blogPost },
      amp: { path: ampPathOf(postPath), data: ampPost },
    },
    docs: { index: docsIndex, article: docArticle, searchResults: docsSearchResults, searchNothing: docsSearchNothing },
    forum: {
      index: forumIndex,
      withSubForums: forumWithSubForums,
      page2: forumPage2,
      topic,
      // The thread as the site shows it, and what its hostile replies' authors posted (before the site's sanitizer).
      hostile: {
        thread: hostileThread,
        posted: repliesOf(hostileTopic)
          .filter((reply) => HOSTILE.test(reply.content))
          .map((reply) => ({ id: reply.id, content: reply.content })),
      },
      tags: topicTags,
      tag: topicTag,
      userProfile,
      userReplies,
      /** The second page of every forum's topics by last activity (support/topic/). */
      recent: recentTopics,
    },
  }
}

export type StoryData = Awaited<ReturnType<typeof loadStoryData>>
