import { ofetch } from 'ofetch'
import type { z } from 'zod'
import { createTaggedCache } from './tagged-cache.ts'
import { recordDependencies } from './dependencies.ts'
import type { SharedStore } from './shared-store.ts'
import { requestTags } from './content-tags.ts'
import { CmsError } from './cms-error.ts'
import type { SourceHealth } from './source-health.ts'
import { toCmsError } from './upstream-error.ts'
import { describeIssues } from '../content-rules/describe-issues.ts'
import { failedCallOutcome, type SourceCallObserver, type SourceCallOutcome } from './source-call.ts'

export interface TransportOptions {
  /** REST root, e.g. `http://127.0.0.1:8080/wp-json`. */
  baseURL: string
  /** Transport; the embedded content API passes its in-process fetch here. */
  fetch?: typeof globalThis.fetch
  /** The time limit of one upstream call (default 1.5 s): a page never waits on a slow source for long. */
  timeoutMs?: number
  /** Content answers shared by every instance (REDIS_URL), behind this process's own. */
  shared?: SharedStore
  /** What the in-process content cache may hold, in bytes (default 32 MB). */
  maxBytes?: number
  /** How long an answer is served from the cache before the source is asked again (CMS_CACHE_SECONDS; default 60 s). */
  ttlMs?: number
  staleMs?: number
  now?: () => number
  /** Told of each call to the content source, its time and outcome (the server's metrics); the client keeps no figures itself. */
  onSourceCall?: SourceCallObserver
}

export type Query = Record<string, string | number | undefined>

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
export function buildPath(path: string, query: Query): string {
  const params = new URLSearchParams()
  for (const key of Object.keys(query).sort()) {
    const value = query[key]
    if (value !== undefined) params.set(key, String(value))
  }
  const qs = params.toString()
  return qs ? `${path}?${qs}` : path
}

/**
 * How the content client reaches its source: upstream calls checked by a schema, kept out while
 * `health` says the source is failing, and cached (cms/tagged-cache.ts) with what they depend on. The
 * endpoint methods (cms/resources/) are written in these calls.
 */
export function createTransport(options: TransportOptions, health: SourceHealth) {
  const api = ofetch.create(
    { baseURL: options.baseURL, timeout: options.timeoutMs ?? 1500, retry: 0, headers: { accept: 'application/json' } },
    options.fetch ? { fetch: options.fetch } : undefined,
  )
  const ttlMs = options.ttlMs ?? 60_000
  const onSourceCall = options.onSourceCall
  const observed = (startedAt: number, outcome: SourceCallOutcome, answeredAt = performance.now()) =>
    onSourceCall?.({ durationMs: answeredAt - startedAt, outcome })
  const staleMs = options.staleMs ?? 10 * 60_000
  const cache = createTaggedCache<CmsResult<unknown>>({
    // Fresh for CMS_CACHE_SECONDS, then served for a stale window while it is asked again.
    lifetime: (_answer, { at }) => ({ freshUntil: at + ttlMs, staleUntil: at + ttlMs + staleMs }),
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

  /** One upstream call, its answer checked by `schema`; failures become CmsErrors that say why. */
  async function fetchChecked<S extends z.ZodType>(
    url: string,
    schema: S,
    headers?: Record<string, string>,
    { countsForHealth = true, body }: { countsForHealth?: boolean; body?: Record<string, unknown> } = {},
  ): Promise<CmsResult<z.output<S>>> {
    // Another host (the jobs API) is not the content source: its failures are its own.
    const ofSource = !/^https?:/i.test(url)
    const refusedSince = ofSource ? health.refusingSince() : null
    if (refusedSince !== null) {
      throw new CmsError(`Content request ${url} not sent: the content source has been failing since ${new Date(refusedSince).toISOString()}`, {
        status: 503,
        url,
      })
    }
    let response
    const startedAt = performance.now()
    try {
      // A body is a question that reads nothing back into the content (a live preview's unsaved state): posted as JSON.
      response = await api.raw(url, body ? { method: 'POST', body, headers } : headers ? { headers } : undefined)
    } catch (error) {
      if (ofSource && countsForHealth) health.noteFailure(error, url)
      if (ofSource) observed(startedAt, failedCallOutcome(error))
      throw toCmsError(error, url)
    }
    // The call's time is the source's, without the schema check.
    const answeredAt = performance.now()
    if (ofSource) health.noteSuccess()
    const parsed = schema.safeParse(response._data)
    if (ofSource) observed(startedAt, parsed.success ? 'ok' : 'schema', answeredAt)
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

  /**
   * `path` is relative to the REST root, or an absolute URL of another API the site reads (jobs, the
   * store). `headers` (the store's credentials) are not part of the cache key: they must not change the answer.
   */
  async function request<S extends z.ZodType>(path: string, query: Query, schema: S, headers?: Record<string, string>): Promise<CmsResult<z.output<S>>> {
    const url = buildPath(path, query)
    const { value } = await cache.get(url, async () => {
      const answer = await fetchChecked(url, schema, headers)
      // What this answer depends on, so that a change notice from WordPress can drop it (and what was built from it).
      recordDependencies(requestTags(path, query, answer.data))
      return answer
    })
    return value as CmsResult<z.output<S>>
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
    fetchChecked,
    request,
    requestEveryPage,

    /** The REST root asked, its answer unread: whether the source answers at all (the readiness probe). */
    async askRoot(): Promise<void> {
      const startedAt = performance.now()
      try {
        await api.raw('/', { method: 'GET' })
      } catch (error) {
        observed(startedAt, failedCallOutcome(error))
        throw error
      }
      observed(startedAt, 'ok')
    },

    clearCache(): void {
      cache.clear()
    },
  }
}

export type Transport = ReturnType<typeof createTransport>
