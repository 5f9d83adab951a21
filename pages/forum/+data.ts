import { redirect } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { LOCALE_CODES, localizePath } from '../../content-rules/locales.ts'
import { parseForumPath } from '../../templates/forum/forum-routes.ts'
import { firstPageAddress } from '../../templates/shared/page-suffix.ts'
import { loadForum, loadRecentTopics, loadTopicTag, loadTopicTags } from '../../templates/forum/load-forum.ts'
import { loadTopic } from '../../templates/forum/load-topic.ts'
import { loadForumUser } from '../../templates/forum/load-forum-user.ts'

export type Data = Awaited<ReturnType<typeof data>>

export async function data(pageContext: PageContextServer) {
  const { pathname } = pageContext.urlParsed
  const { locale } = pageContext
  const route = parseForumPath(pathname)!
  // `…/page/` and `…/page/1/` are the first page's other addresses: one URL per page.
  const firstPage = firstPageAddress(pathname)
  if (firstPage) throw redirect(localizePath(firstPage, locale), 301)
  // Forum lists are shown in every language; a thread only in its own (load-topic.ts).
  const canonical = (path: string) => ({ canonicalPath: localizePath(path, locale), languages: LOCALE_CODES })
  switch (route.kind) {
    case 'forum': {
      const forum = await loadForum(pageContext.cms, route.path, route.page, locale)
      return { ...forum, ...canonical(forum.pagePath) }
    }
    case 'topic':
      return loadTopic(pageContext.cms, route.slug, route.page, pageContext.origin)
    case 'recent': {
      const recent = await loadRecentTopics(pageContext.cms, route.page, locale)
      return { ...recent, ...canonical(recent.pagePath) }
    }
    case 'tags': {
      const tags = await loadTopicTags(pageContext.cms, locale)
      return { ...tags, ...canonical(tags.pagePath) }
    }
    case 'tag': {
      const tag = await loadTopicTag(pageContext.cms, route.slug, route.page)
      return { ...tag, ...canonical(tag.pagePath) }
    }
    case 'user': {
      const user = await loadForumUser(pageContext.cms, route.slug, route.view, route.page)
      return { ...user, ...canonical(user.pagePath) }
    }
  }
}
