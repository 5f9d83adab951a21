import { render } from 'vike/abort'
import type { CmsClient, PostQuery } from '../../cms/client.ts'
import { localizePath, type Locale } from '../../content-rules/locales.ts'
import { orAbort } from '../../renderer/or-abort.ts'
import { formatCalendarPeriod } from '../../renderer/format-date.ts'
import type { MessageId } from '../../locales/messages.ts'
import { postSummary, type PostSummary } from './post-summary.ts'
import { authorPath, categoryPath, datePath, findCategory, tagPath, withDescendants, type TermLink } from '../../cms/terms.ts'
import { countedCategoryTree } from '../../cms/category-tree.ts'
import type { ArchiveRoute } from './blog-routes.ts'
import { avatarUrl } from './avatar.ts'
import { searchState, type SearchState } from '../../renderer/search-rules.ts'
import { searchDocs, type DocsSearchHit } from '../shared/search-docs.ts'
import { pagePath } from '../shared/page-suffix.ts'

/** Docs the site search shows above the posts it finds. */
const SEARCH_DOCS_SHOWN = 5

/** Posts per page: the magazine-style lists, and the compact archive. */
const PER_PAGE = 10
const ARCHIVE_PER_PAGE = 20

export interface Heading {
  id: MessageId
  values?: Record<string, string | number>
}

/** The posts of a date archive: strictly after the last second before it, strictly before the next period. */
function dateRange(route: Extract<ArchiveRoute, { kind: 'date' }>): { after: string; before: string } {
  const start = new Date(Date.UTC(route.year, (route.month ?? 1) - 1, route.day ?? 1))
  const end = new Date(start)
  if (route.day) end.setUTCDate(end.getUTCDate() + 1)
  else if (route.month) end.setUTCMonth(end.getUTCMonth() + 1)
  else end.setUTCFullYear(end.getUTCFullYear() + 1)
  const iso = (d: Date) => d.toISOString().slice(0, 19)
  return { after: iso(new Date(start.getTime() - 1000)), before: iso(end) }
}

/** A list of posts (SPEC §2 blog, archive, category, tag, author, date and search routes). */
export async function loadPostList(
  cms: CmsClient,
  route: Exclude<ArchiveRoute, { kind: 'index' | 'amp-index' }>,
  locale: Locale,
  rawSearch: string | undefined,
) {
  if (Number.isNaN(route.page)) throw render(404)
  const [categories, tags, authors] = await orAbort('[blog] terms', () => Promise.all([cms.getCategories(), cms.getTags(), cms.getAuthors()]))
  let query: Omit<PostQuery, 'lang' | 'page'> = { perPage: PER_PAGE }
  let heading: Heading
  let intro: string | null = null
  let basePath: string
  let search: SearchState | null = null
  switch (route.kind) {
    case 'blog':
      ;[heading, basePath] = [{ id: 'blog.heading' }, '/blog/']
      break
    case 'archive':
      ;[heading, basePath, query] = [{ id: 'blog.archiveHeading' }, '/blog-archive/', { perPage: ARCHIVE_PER_PAGE }]
      break
    case 'category': {
      const category = findCategory(route.slugs, categories)
      if (!category) throw render(404)
      ;[heading, intro, basePath] = [
        { id: 'blog.categoryHeading', values: { name: category.name } },
        category.description || null,
        categoryPath(category, categories),
      ]
      query.categories = withDescendants(category, categories)
      break
    }
    case 'tag': {
      const tag = tags.find((t) => t.slug === route.slug)
      if (!tag) throw render(404)
      ;[heading, basePath] = [{ id: 'blog.tagHeading', values: { name: tag.name } }, tagPath(tag)]
      query.tags = [tag.id]
      break
    }
    case 'author': {
      const author = authors.find((a) => a.slug === route.slug)
      if (!author) throw render(404)
      ;[heading, intro, basePath] = [{ id: 'blog.authorHeading', values: { name: author.name } }, author.description || null, authorPath(author)]
      query.author = author.id
      break
    }
    case 'date': {
      heading = { id: 'blog.dateHeading', values: { period: formatCalendarPeriod(route, locale) } }
      basePath = datePath(route)
      query = { ...query, ...dateRange(route) }
      break
    }
    case 'search':
      ;[heading, basePath] = [{ id: 'blog.searchHeading' }, '/search/']
      search = searchState(rawSearch)
      if (!search || search.message) {
        if (route.page !== 1) throw render(404)
        return { kind: route.kind, heading, intro, posts: [] as PostSummary[], total: 0, page: 1, totalPages: 0, basePath, search, docs: [] as DocsSearchHit[] }
      }
      query.search = search.query
      break
  }
  const [{ posts, total, totalPages }, docs] = await Promise.all([
    orAbort(`[blog] posts of ${basePath}`, () => cms.getPosts({ ...query, lang: locale, page: route.page })),
    // The site search finds docs too: the best few, above the first page of posts.
    search && route.page === 1
      ? orAbort('[blog] docs search', () => searchDocs(cms, search!.query, locale)).then((hits) => hits.slice(0, SEARCH_DOCS_SHOWN))
      : Promise.resolve([]),
  ])
  if (search && total === 0 && docs.length === 0) search = { ...search, message: 'search.nothing' }
  return {
    kind: route.kind,
    heading,
    intro,
    posts: posts.map((post) => postSummary(post, categories, authors)),
    total,
    page: route.page,
    totalPages,
    basePath,
    search,
    docs,
  }
}

export interface IndexEntry extends TermLink {
  count: number
  description?: string
  avatar?: string
  children?: IndexEntry[]
}

/** SPEC §2 `author/`, `category/`, `tag/` and `date/` without a parameter: what there is to browse. */
export async function loadIndex(cms: CmsClient, taxonomy: Extract<ArchiveRoute, { kind: 'index' }>['taxonomy'], locale: Locale) {
  const headings: Record<typeof taxonomy, MessageId> = {
    author: 'blog.authorsHeading',
    category: 'blog.categoriesHeading',
    tag: 'blog.tagsHeading',
    date: 'blog.datesHeading',
  }
  const entries = await orAbort(`[blog] the ${taxonomy} index`, async (): Promise<IndexEntry[]> => {
    switch (taxonomy) {
      case 'category':
        return countedCategoryTree(cms, locale)
      case 'tag': {
        const tags = await cms.getTags()
        const counted = await Promise.all(
          tags.map(async (t) => ({ id: t.id, name: t.name, path: tagPath(t), count: await cms.countPosts({ tags: [t.id], lang: locale }) })),
        )
        return counted.filter((e) => e.count > 0)
      }
      case 'author': {
        const authors = await cms.getAuthors()
        const counted = await Promise.all(
          authors.map(async (a) => ({
            id: a.id,
            name: a.name,
            path: authorPath(a),
            count: await cms.countPosts({ author: a.id, lang: locale }),
            description: a.description,
            avatar: avatarUrl(a.avatar_urls),
          })),
        )
        return counted.filter((e) => e.count > 0)
      }
      case 'date': {
        const months = new Map<string, number>()
        for (const date of await cms.getPostDates(locale)) months.set(date.slice(0, 7), (months.get(date.slice(0, 7)) ?? 0) + 1)
        const years = new Map<number, IndexEntry>()
        for (const [month, count] of months) {
          const [year, m] = month.split('-').map(Number) as [number, number]
          const entry = years.get(year) ?? { id: year, name: String(year), path: datePath({ year }), count: 0, children: [] }
          entry.count += count
          entry.children!.push({ id: year * 100 + m, name: formatCalendarPeriod({ year, month: m }, locale), path: datePath({ year, month: m }), count })
          years.set(year, entry)
        }
        return [...years.values()]
      }
    }
  })
  return { kind: 'index' as const, taxonomy, heading: { id: headings[taxonomy] } satisfies Heading, entries, basePath: `/${taxonomy}/` }
}

export type PostListData = Awaited<ReturnType<typeof loadPostList>>
export type IndexData = Awaited<ReturnType<typeof loadIndex>>

/** The page's own URL (for the canonical link): its base path and page number, in its language. */
export const listPath = (basePath: string, page: number, locale: Locale) => localizePath(pagePath(basePath, page), locale)
