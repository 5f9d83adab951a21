import { redirect } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { LOCALE_CODES, localizePath } from '../../locales/locales.ts'
import { firstPagePath, parseForumPath } from '../../templates/forum/forum-routes.ts'
import { loadForum, loadTopicTag, loadTopicTags } from '../../templates/forum/load-forum.ts'
import { loadTopic } from '../../templates/forum/load-topic.ts'
import { loadForumUser } from '../../templates/forum/load-forum-user.ts'

export type Data = Awaited<ReturnType<typeof data>>

export async function data(pageContext: PageContextServer) {
  const { pathname } = pageContext.urlParsed
  const { locale } = pageContext
  const route = parseForumPath(pathname)!
  // `…/page/1/` is the first page's second address: one URL per page.
  if (pathname.endsWith('/page/1/')) throw redirect(localizePath(firstPagePath(pathname), locale), 301)
  // Forum lists are shown in every language; a thread only in its own (load-topic.ts).
  const canonical = (path: string) => ({ canonicalPath: localizePath(path, locale), languages: LOCALE_CODES })
  switch (route.kind) {
    case 'forum': {
      const forum = await loadForum(pageContext.cms, route.path, route.page, locale)
      return { ...forum, ...canonical(forum.pagePath) }
    }
    case 'topic':
      return loadTopic(pageContext.cms, route.slug, route.page, pageContext.origin)
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
