import { isContentNotFound } from '../../cms/cms-error.ts'
import { listedPost } from '../parts/listed-post.ts'
import { DEFAULT_LOCALE } from '../../content-rules/locales.ts'
import type { BlockDataContext } from '../define-block.ts'
import type { CoreQueryAttrs, QueryPage } from './schema.ts'

/** The URL parameter of a loop's page, as WordPress names it. */
export const pageParam = (queryId: number) => `query-${queryId}-page`

/** The page of posts the loop shows: its query, in the page's language (English where it has none). */
export async function loadQueryPage(attrs: CoreQueryAttrs, { cms, locale, pagePath, blockParams }: BlockDataContext): Promise<QueryPage> {
  const { query } = attrs
  const requested = Math.max(1, Number(blockParams[pageParam(attrs.queryId)] ?? 1))
  const page = query.pages > 0 ? Math.min(requested, query.pages) : requested
  const author = Number(String(query.author).split(',')[0]) || undefined
  const request = {
    page,
    perPage: query.perPage ?? 10,
    categories: query.taxQuery?.category,
    tags: query.taxQuery?.post_tag,
    author,
    search: query.search || undefined,
    order: query.order,
  }
  const fetchPage = async (lang: typeof locale) => {
    try {
      return await cms.getPosts({ ...request, lang })
    } catch (error) {
      // A page past the last one: no posts (the loop says so), not a broken page.
      if (isContentNotFound(error)) return { posts: [], total: 0, totalPages: 0 }
      throw error
    }
  }
  let result = await fetchPage(locale)
  if (result.total === 0 && page === 1 && locale !== DEFAULT_LOCALE) result = await fetchPage(DEFAULT_LOCALE)
  const totalPages = query.pages > 0 ? Math.min(result.totalPages, query.pages) : result.totalPages
  return {
    page,
    totalPages,
    pagePath,
    posts: result.posts.map(listedPost),
  }
}
