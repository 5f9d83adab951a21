import { ofetch, FetchError } from 'ofetch'
import type { z } from 'zod'
import { createSwrCache } from './swr-cache.ts'
import { recordDependencies, recordExpiry } from './dependencies.ts'
import type { SharedStore } from './shared-store.ts'
import { requestTags } from './content-tags.ts'
import { CmsError } from './cms-error.ts'
import { describeIssues } from './describe-issues.ts'
import { wpPageListSchema, type WpPage } from '../content-schemas/page.ts'
import {
  wpPostDateListSchema,
  wpPostIdListSchema,
  wpPostLinkListSchema,
  wpPostListSchema,
  wpPostSchema,
  type WpPost,
  type WpPostLink,
} from '../content-schemas/post.ts'
import { wpCategoryListSchema, wpTagListSchema, wpUserListSchema } from '../content-schemas/taxonomy.ts'
import { wpCommentListSchema, type WpComment } from '../content-schemas/comment.ts'
import { siteSettingsSchema } from '../content-schemas/settings.ts'
import { salesReportSchema } from '../content-schemas/sales-item.ts'
import { wpCatalogListSchema, type CatalogName, type WpCatalogEntry } from '../content-schemas/catalog.ts'
import { wpSitemapItemListSchema, wpSitemapItemSchema, type WpSitemapItem } from '../content-schemas/sitemap.ts'
import { wpTestimonialListSchema } from '../content-schemas/testimonial.ts'
import { jobListSchema } from '../content-schemas/job.ts'
import { wpPreviewSchema, type WpPreview } from '../content-schemas/preview.ts'
import {
  wpDocListSchema,
  wpDocOutlineListSchema,
  wpDocOutlineSchema,
  wpDocParentsSchema,
  wpDocSearchSchema,
  type WpDoc,
  type WpDocOutline,
  type WpDocParents,
  type WpDocSearchResult,
} from '../content-schemas/doc.ts'
import {
  forumListSchema,
  forumSchema,
  forumUserListSchema,
  forumUserSchema,
  replyListSchema,
  topicListSchema,
  topicSchema,
  topicTagListSchema,
  type Forum,
  type ForumUser,
  type Topic,
  type TopicTag,
} from '../content-schemas/forum.ts'
import type { Locale } from '../locales/locales.ts'
import { FRONT_PAGE_SLUG, permalinkPath } from './permalink.ts'

export interface CmsClientOptions {
  /** REST root, e.g. `http://127.0.0.1:8080/wp-json`. */
  baseURL: string
  /**
   * The job-listing API (SPEC §7: on another host), e.g. `https://erp.example.com/wp-json`; by default
   * the content source's own `erp/v1` routes.
   */
  jobsBaseURL?: string
  /** Transport; the embedded content API passes its in-process fetch here. */
  fetch?: typeof globalThis.fetch
  /** The time limit of one upstream call (default 1.5 s): a page never waits on a slow source for long. */
  timeoutMs?: number
  /** After a failed call, how long the source is not asked again (calls fail at once; default 5 s). */
  retryAfterMs?: number
  /** Content answers shared by every instance (REDIS_URL), behind this process's own. */
  shared?: SharedStore
  /** What the in-process content cache may hold, in bytes (default 32 MB). */
  maxBytes?: number
  /** What the in-process cache of block trees and other things built from content may hold (default 16 MB). */
  derivedMaxBytes?: number
  /**
   * A WordPress user and application password for draft previews: sent with those requests only,
   * never with public ones, and never to a browser.
   */
  editorCredentials?: { user: string; password: string }
  ttlMs?: number
  staleMs?: number
  now?: () => number
}

type Query = Record<string, string | number | undefined>

export interface CmsResult<T> {
  data: T
  /** From X-WP-Total / X-WP-TotalPages on list endpoints. */
  total: number | null
  totalPages: number | null
}

function headerNumber(headers: Headers, name: string): number | null {
  const value = headers.get(name)
  const n = value === null ? NaN : Number(value)
  return Number.isFinite(n) ? n : null
}

/** Stable cache key: same path and parameters in any order → same URL. */
function buildPath(path: string, query: Query): string {
  const params = new URLSearchParams()
  for (const key of Object.keys(query).sort()) {
    const value = query[key]
    if (value !== undefined) params.set(key, String(value))
  }
  const qs = params.toString()
  return qs ? `${path}?${qs}` : path
}

/** WordPress answers a page number past the last with 400 and this code: there is no such page. */
const PAST_LAST_PAGE = 'rest_post_invalid_page_number'

function toCmsError(error: unknown, url: string): CmsError {
  const pastLastPage = error instanceof FetchError && error.statusCode === 400 && (error.data as { code?: unknown } | undefined)?.code === PAST_LAST_PAGE
  if (error instanceof FetchError && (error.statusCode === 404 || pastLastPage)) {
    return new CmsError(`Content not found at ${url}`, { status: 404, url, cause: error })
  }
  const reason =
    error instanceof FetchError
      ? error.statusCode
        ? `upstream answered ${error.statusCode}`
        : `no answer (${error.cause instanceof Error ? error.cause.message : error.message})`
      : String(error)
  return new CmsError(`Content request ${url} failed: ${reason}`, { status: 503, url, cause: error })
}

const PROBE_CACHE_MS = 2_000

interface SourceHealth {
  failingSince: number | null
  retryAt: number
}

/** A list's totals from WordPress's headers; without them, the list is all there is (one page). */
const totalsOf = (result: CmsResult<unknown[]>) => ({ total: result.total ?? result.data.length, totalPages: result.totalPages ?? 1 })

/** An item's answer, or null where the source has no such item (404); other failures stay errors. */
async function orNull<T>(answer: Promise<CmsResult<T>>): Promise<T | null> {
  try {
    return (await answer).data
  } catch (error) {
    if (error instanceof CmsError && error.status === 404) return null
    throw error
  }
}

export interface PostQuery {
  lang: Locale
  page?: number
  perPage?: number
  /** Posts in any of these categories. */
  categories?: number[]
  tags?: number[]
  author?: number
  /** Every word in the title, excerpt or content. */
  search?: string
  /** Published strictly after / before these times (`YYYY-MM-DDTHH:mm:ss`). */
  after?: string
  before?: string
  order?: 'asc' | 'desc'
}

/** A PostQuery as `wp/v2/posts` parameters (newest first unless `order` says otherwise). */
function postParams(query: PostQuery): Query {
  return {
    lang: query.lang,
    page: query.page ?? 1,
    per_page: query.perPage ?? 10,
    categories: query.categories?.join(','),
    tags: query.tags?.join(','),
    author: query.author,
    search: query.search,
    after: query.after,
    before: query.before,
    order: query.order,
    orderby: 'date',
  }
}

/**
 * A PostQuery trimmed to what `schema` (a `pick` of the post schema) reads: its fields are the
 * request's `_fields`, so the request and the schema cannot name different fields.
 */
function trimmedPostParams(query: PostQuery, schema: z.ZodArray<z.ZodObject>): Query {
  return { ...postParams(query), _fields: Object.keys(schema.element.shape).join(',') }
}

export function createCmsClient(options: CmsClientOptions) {
  const api = ofetch.create(
    { baseURL: options.baseURL, timeout: options.timeoutMs ?? 1500, retry: 0, headers: { accept: 'application/json' } },
    options.fetch ? { fetch: options.fetch } : undefined,
  )
  const cache = createSwrCache<CmsResult<unknown>>({
    ttlMs: options.ttlMs ?? 60_000,
    staleMs: options.staleMs ?? 10 * 60_000,
    maxBytes: options.maxBytes ?? 32 * 1024 * 1024,
    now: options.now,
    onRefreshError: (key, error) => console.error(`[cms] background refresh of ${key} failed:`, error),
    shared: options.shared && {
      store: options.shared,
      prefix: 'content:',
      encode: (result) => Buffer.from(JSON.stringify(result)),
      decode: (bytes) => JSON.parse(bytes.toString()) as CmsResult<unknown>,
    },
  })
  /**
   * Things built from content (block trees), cached with the content they were built from: dropped
   * when it changes, never kept past the moment they stop being true. In this process only.
   */
  const derived = createSwrCache<unknown>({
    ttlMs: 60 * 60_000,
    staleMs: 0,
    maxBytes: options.derivedMaxBytes ?? 16 * 1024 * 1024,
    now: options.now,
  })

  const jobsBaseURL = options.jobsBaseURL?.replace(/\/+$/, '')
  const now = options.now ?? Date.now
  const retryAfterMs = options.retryAfterMs ?? 5_000

  /**
   * Whether the source is failing (unreachable, too slow, answering 5xx), since when, and when it is
   * asked again. While it fails, calls fail at once instead of each waiting for the time limit: a
   * render costs one time limit at most, and the source is probed again every `retryAfterMs`.
   */
  const health: SourceHealth = { failingSince: null, retryAt: 0 }
  /** The last readiness probe: one request to the source per PROBE_CACHE_MS, however often it is asked. */
  let probe: { until: number; problem: string | null; failingSince: number | null } | null = null

  function noteFailure(error: unknown, url: string) {
    const sourceDown = !(error instanceof FetchError) || !error.statusCode || error.statusCode >= 500
    if (!sourceDown) return
    const t = now()
    if (health.failingSince === null) console.error(`[cms] the content source is failing (${url}): not asked again for ${retryAfterMs / 1000} s at a time`)
    health.failingSince ??= t
    health.retryAt = t + retryAfterMs
  }

  function noteSuccess() {
    if (health.failingSince === null) return
    console.log(`[cms] the content source answers again, after ${Math.round((now() - health.failingSince) / 1000)} s`)
    health.failingSince = null
  }

  /** One upstream call, its answer checked by `schema`; failures become CmsErrors that say why. */
  async function fetchChecked<S extends z.ZodType>(
    url: string,
    schema: S,
    headers?: Record<string, string>,
    { countsForHealth = true } = {},
  ): Promise<CmsResult<z.output<S>>> {
    // Another host (the jobs API) is not the content source: its failures are its own.
    const ofSource = !/^https?:/i.test(url)
    if (ofSource && health.failingSince !== null && now() < health.retryAt) {
      throw new CmsError(`Content request ${url} not sent: the content source has been failing since ${new Date(health.failingSince).toISOString()}`, {
        status: 503,
        url,
      })
    }
    let response
    try {
      response = await api.raw(url, headers ? { headers } : undefined)
    } catch (error) {
      if (ofSource && countsForHealth) noteFailure(error, url)
      throw toCmsError(error, url)
    }
    if (ofSource) noteSuccess()
    const parsed = schema.safeParse(response._data)
    if (!parsed.success) {
      throw new CmsError(`Content from ${url} does not match its schema: ${describeIssues(parsed.error)}`, {
        status: 502,
        url,
      })
    }
    return {
      data: parsed.data,
      total: headerNumber(response.headers, 'x-wp-total'),
      totalPages: headerNumber(response.headers, 'x-wp-totalpages'),
    }
  }

  /** `path` is relative to the REST root, or an absolute URL of another API the site reads (jobs). */
  async function request<S extends z.ZodType>(path: string, query: Query, schema: S): Promise<CmsResult<z.output<S>>> {
    const url = buildPath(path, query)
    const result = await cache.get(url, async () => {
      const answer = await fetchChecked(url, schema)
      // What this answer depends on, so that a change notice from WordPress can drop it (and what was built from it).
      recordDependencies(requestTags(path, query, answer.data))
      return answer
    })
    return result as CmsResult<z.output<S>>
  }

  /**
   * The published page at `pathname` (e.g. `/about/team/`) in each language it is written in:
   * translations share their path, so one call finds them all (the page's hreflang alternates).
   */
  async function getPageTranslations(pathname: string): Promise<Map<Locale, WpPage>> {
    const segments = pathname.split('/').filter(Boolean)
    const slug = segments.at(-1) ?? FRONT_PAGE_SLUG
    const { data: pages } = await request('/wp/v2/pages', { slug, per_page: 100 }, wpPageListSchema)
    // Several pages may share a slug under different parents: the permalink decides.
    return byLanguage(pages.filter((page) => permalinkPath(page.link) === pathname))
  }

  /** A published entry of a catalog post type by slug, in each language it is written in. */
  async function getCatalogEntryTranslations(catalog: CatalogName, slug: string): Promise<Map<Locale, WpCatalogEntry>> {
    const { data } = await request(`/wp/v2/${catalog}`, { slug, per_page: 100 }, wpCatalogListSchema)
    return byLanguage(data.filter((entry) => entry.slug === slug))
  }

  /** Items by language (the first of each, should the source hold two). */
  function byLanguage<T extends { lang: Locale }>(items: T[]): Map<Locale, T> {
    const found = new Map<Locale, T>()
    for (const item of items) if (!found.has(item.lang)) found.set(item.lang, item)
    return found
  }

  /** A list in full: every page of it, 100 items to a request (WordPress's largest page). */
  async function requestEveryPage<S extends z.ZodArray>(path: string, query: Query, schema: S): Promise<z.output<S>[number][]> {
    const items: z.output<S>[number][] = []
    for (let page = 1; ; page++) {
      const { data, totalPages } = await request(path, { ...query, page, per_page: 100 }, schema)
      items.push(...data)
      if (page >= (totalPages ?? 1)) return items
    }
  }

  return {
    /**
     * The content source's home URL (its REST root without `/wp-json`): WordPress links what it
     * renders there, and the site shows those links as its own paths.
     */
    home: options.baseURL.replace(/\/+$/, '').replace(/\/wp-json$/, ''),

    getPageTranslations,
    getCatalogEntryTranslations,

    /** The published page at `pathname` in `lang`, or null. */
    async getPageByPath(pathname: string, lang: Locale): Promise<WpPage | null> {
      return (await getPageTranslations(pathname)).get(lang) ?? null
    },

    /** A published entry of a catalog post type by slug in `lang`, or null. */
    async getCatalogEntry(catalog: CatalogName, slug: string, lang: Locale): Promise<WpCatalogEntry | null> {
      return (await getCatalogEntryTranslations(catalog, slug)).get(lang) ?? null
    },

    /** Every published item of a type in `lang`: where it is and when it last changed (the sitemaps). */
    async getSitemapItems(type: 'pages' | 'posts' | CatalogName, lang: Locale): Promise<WpSitemapItem[]> {
      const query = { lang, orderby: 'id', order: 'asc', _fields: Object.keys(wpSitemapItemSchema.shape).join(',') }
      return requestEveryPage(`/wp/v2/${type}`, query, wpSitemapItemListSchema)
    },

    /** Every doc of `lang` (products, categories, articles) without its text: the docs' navigation, in menu order. */
    async getDocOutline(lang: Locale): Promise<WpDocOutline[]> {
      // A total order: WordPress's default (by date, many docs share one) can repeat or skip items across pages.
      const query = { lang, orderby: 'id', order: 'asc', _fields: Object.keys(wpDocOutlineSchema.shape).join(',') }
      return requestEveryPage('/wp/v2/docs', query, wpDocOutlineListSchema)
    },

    /** The doc with this slug at `pathname` (SPEC §7: `docs/?slug=`), in each language it is written in. */
    async getDocTranslations(slug: string, pathname: string): Promise<Map<Locale, WpDoc>> {
      const { data } = await request('/wp/v2/docs', { slug, per_page: 100 }, wpDocListSchema)
      return byLanguage(data.filter((doc) => permalinkPath(doc.link) === pathname))
    },

    /** A doc's ancestors, root first (SPEC §7: `docs/{id}/parents`). */
    async getDocParents(id: number): Promise<WpDocParents> {
      return (await request(`/wp/v2/docs/${id}/parents`, {}, wpDocParentsSchema)).data
    },

    /**
     * Docs matching `query` in `lang`, best first, within one product (`scope`: its id) or all
     * (SPEC §7: `docs/search?query=&in=`). Not cached: every query is another key.
     */
    async searchDocs(query: string, options: { lang: Locale; scope?: number }): Promise<WpDocSearchResult[]> {
      const params = new URLSearchParams({ query, lang: options.lang, ...(options.scope ? { in: String(options.scope) } : {}) })
      // A slow search (visitors choose its words) says little about the source: it trips nothing.
      return (await fetchChecked(`/wp/v2/docs/search?${params}`, wpDocSearchSchema, undefined, { countsForHealth: false })).data
    },

    /** Every entry of a catalog in `lang`, in menu order. */
    async getCatalog(catalog: CatalogName, lang: Locale): Promise<WpCatalogEntry[]> {
      const query = { lang, per_page: 100, orderby: 'menu_order', order: 'asc' }
      const { data } = await request(`/wp/v2/${catalog}`, query, wpCatalogListSchema)
      return data
    },

    /** Posts, newest first unless `order` says otherwise; a page past the last is a 404 CmsError. */
    async getPosts(query: PostQuery) {
      const result = await request('/wp/v2/posts', postParams(query), wpPostListSchema)
      return { posts: result.data, ...totalsOf(result) }
    },

    /** How many posts a query finds (X-WP-Total): one post's id is read, not the post. */
    async countPosts(query: Omit<PostQuery, 'page' | 'perPage'>): Promise<number> {
      const { data, total } = await request('/wp/v2/posts', trimmedPostParams({ ...query, perPage: 1 }, wpPostIdListSchema), wpPostIdListSchema)
      return total ?? data.length
    },

    /** When every post of `lang` was published (GMT), newest first: dates only, 100 to a request. */
    async getPostDates(lang: Locale): Promise<string[]> {
      const posts = await requestEveryPage('/wp/v2/posts', trimmedPostParams({ lang }, wpPostDateListSchema), wpPostDateListSchema)
      return posts.map((post) => post.date_gmt)
    },

    /** A post by id, or null. */
    async getPost(id: number): Promise<WpPost | null> {
      return orNull(request(`/wp/v2/posts/${id}`, {}, wpPostSchema))
    },

    /** The posts just before (older) and after (newer) `post` in its language; false at either end. */
    async getAdjacentPosts(post: Pick<WpPost, 'date_gmt' | 'lang'>): Promise<{ previous: WpPostLink | false; next: WpPostLink | false }> {
      // Links only: id, title and permalink, not two more posts in full.
      const neighbour = async (query: Omit<PostQuery, 'lang' | 'perPage'>) => {
        const params = trimmedPostParams({ ...query, lang: post.lang, perPage: 1 }, wpPostLinkListSchema)
        return (await request('/wp/v2/posts', params, wpPostLinkListSchema)).data[0] ?? false
      }
      const [previous, next] = await Promise.all([neighbour({ before: post.date_gmt }), neighbour({ after: post.date_gmt, order: 'asc' })])
      return { previous, next }
    },

    /** Every category (a small, cached list the site resolves slugs against). */
    async getCategories() {
      return (await request('/wp/v2/categories', { per_page: 100 }, wpCategoryListSchema)).data
    },

    async getTags() {
      return (await request('/wp/v2/tags', { per_page: 100 }, wpTagListSchema)).data
    },

    /** The blog's authors (WordPress lists the authors of published items). */
    async getAuthors() {
      return (await request('/wp/v2/users', { per_page: 100 }, wpUserListSchema)).data
    },

    /** A post's approved comments, oldest first, every page of them. */
    async getComments(postId: number): Promise<WpComment[]> {
      return requestEveryPage('/wp/v2/comments', { post: postId, order: 'asc' }, wpCommentListSchema)
    },

    /** SPEC §3: testimonials (newest first) plus how many there are in all (X-WP-Total). */
    async getTestimonials(query: { lang: Locale; product?: string; perPage: number }) {
      const { data, total } = await request(
        '/wp/v2/testimonial',
        { lang: query.lang, product: query.product, per_page: query.perPage },
        wpTestimonialListSchema,
      )
      return { testimonials: data, total: total ?? data.length }
    },

    /** SPEC §7: open positions from the job-listing API. */
    async getJobs() {
      const path = '/erp/v1/hrm/recruitment/jobs'
      const { data } = await request(jobsBaseURL ? `${jobsBaseURL}${path}` : path, {}, jobListSchema)
      return data
    },

    async getSettings(lang: Locale) {
      const { data } = await request('/site/v1/settings', { lang }, siteSettingsSchema)
      return data
    },

    /** The sales report (newest first), optionally only items that include `product`. */
    async getSalesReport(product?: string) {
      const { data } = await request('/site/v1/sales', { product }, salesReportSchema)
      return data
    },

    /** A forum's sub-forums (the top level for 0), oldest first as SPEC §7 reads them (`orderby=date`). */
    async getForums(parent: number): Promise<Forum[]> {
      return requestEveryPage('/bbpress/v1/forums', { post_parent: parent, orderby: 'date' }, forumListSchema)
    },

    /** Every topic of the forum, most recently active first (the sitemaps). */
    async getEveryTopic(): Promise<Topic[]> {
      return requestEveryPage('/bbpress/v1/topics', {}, topicListSchema)
    },

    /** The forum at `pathname` (`/support/forum/dokan/payments/`), or null. */
    async getForumByPath(pathname: string): Promise<Forum | null> {
      const slug = pathname.split('/').filter(Boolean).at(-1)
      const { data } = await request('/bbpress/v1/forums', { slug, per_page: 100 }, forumListSchema)
      return data.find((forum) => permalinkPath(forum.link) === pathname) ?? null
    },

    async getForum(id: number): Promise<Forum> {
      return (await request(`/bbpress/v1/forums/${id}`, {}, forumSchema)).data
    },

    /**
     * A page of topics: a forum's (sticky first, then by last activity), an author's (SPEC §7:
     * `order=asc`), a tag's or a user's favorites. A page past the last is a 404 CmsError.
     */
    async getTopics(
      query: ({ forum: number } | { author: number; order: 'asc' | 'desc' } | { tag: string } | { favorites: number }) & { page: number; perPage: number },
    ) {
      const { page, perPage, ...filter } = query
      const result = await request('/bbpress/v1/topics', { ...filter, page, per_page: perPage }, topicListSchema)
      return { topics: result.data, ...totalsOf(result) }
    },

    /** A topic by id (SPEC §7: `topics/{id}`), or null. */
    async getTopic(id: number): Promise<Topic | null> {
      return orNull(request(`/bbpress/v1/topics/${id}`, {}, topicSchema))
    },

    /** The topic with this slug, or null. */
    async getTopicBySlug(slug: string): Promise<Topic | null> {
      const { data } = await request('/bbpress/v1/topics', { slug, per_page: 1 }, topicListSchema)
      return data.find((topic) => topic.slug === slug) ?? null
    },

    /** A page of a topic's replies, oldest first, or of a user's, newest first (SPEC §7). */
    async getReplies(query: ({ topic: number; order: 'asc' } | { author: number }) & { page: number; perPage: number }) {
      const { page, perPage, ...filter } = query
      const result = await request('/bbpress/v1/replies', { ...filter, page, per_page: perPage }, replyListSchema)
      return { replies: result.data, ...totalsOf(result) }
    },

    /** A forum user (SPEC §7: `users/{id}`), or null. */
    async getForumUser(id: number): Promise<ForumUser | null> {
      return orNull(request(`/bbpress/v1/users/${id}`, {}, forumUserSchema))
    },

    async getForumUserBySlug(slug: string): Promise<ForumUser | null> {
      const { data } = await request('/bbpress/v1/users', { slug, per_page: 1 }, forumUserListSchema)
      return data.find((user) => user.slug === slug) ?? null
    },

    /** Every topic tag with its topic count, by name. */
    async getTopicTags(): Promise<TopicTag[]> {
      return requestEveryPage('/bbpress/v1/topic-tags', {}, topicTagListSchema)
    },

    /** A draft or revision for the draft preview: read with the editor credentials, never cached. */
    async getPreview(id: number, revision: number): Promise<WpPreview> {
      const url = buildPath(`/site/v1/preview/${id}`, { rev: revision })
      const credentials = options.editorCredentials
      if (!credentials) {
        throw new CmsError('Draft previews need WordPress credentials: set CMS_PREVIEW_USER and CMS_PREVIEW_PASSWORD', { status: 503, url })
      }
      const authorization = `Basic ${Buffer.from(`${credentials.user}:${credentials.password}`).toString('base64')}`
      return (await fetchChecked(url, wpPreviewSchema, { authorization })).data
    },

    clearCache(): void {
      cache.clear()
      derived.clear()
    },

    /**
     * `build`'s result, cached under `key` with the content it read (cms/swr-cache.ts): a block tree
     * is built once per markup, and dropped when the content it shows changes.
     */
    derived<T>(key: string, build: () => Promise<T>): Promise<T> {
      return derived.get(key, build) as Promise<T>
    },

    /**
     * What is being built from content stops being true at `at` (ms since the epoch): a campaign's
     * or a countdown's end, the day a job's deadline passes. A cached page or block tree built now
     * is kept no longer. Moments already past are ignored.
     */
    validUntil(at: number): void {
      if (at > now()) recordExpiry(at)
    },

    /**
     * Null when the content source answers (its REST root, within the time limit), else why not, in
     * words safe to show. While it is known to fail it is not asked; otherwise at most every 2 s.
     */
    async sourceProblem(): Promise<string | null> {
      const t = now()
      // A probe's answer stands for 2 s, unless a content call has since found the source failing or answering again.
      if (probe && t < probe.until && probe.failingSince === health.failingSince) return probe.problem
      let problem: string | null = null
      if (health.failingSince !== null && t < health.retryAt) problem = 'the content source is failing'
      else {
        try {
          await api.raw('/', { method: 'GET' })
          noteSuccess()
        } catch (error) {
          noteFailure(error, '/')
          // The reason (an internal address, perhaps) goes to the log, not to whoever asks.
          console.error(`[cms] readiness probe: ${toCmsError(error, '/').message}`)
          problem = 'the content source is not answering'
        }
      }
      probe = { until: t + PROBE_CACHE_MS, problem, failingSince: health.failingSince }
      return problem
    },

    /** Since when the content source has been failing (ms since the epoch), or null while it answers. */
    sourceFailingSince(): number | null {
      return health.failingSince
    },
  }
}

export type CmsClient = ReturnType<typeof createCmsClient>
