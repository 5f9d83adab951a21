import { describe, expect, it } from 'vitest'
import path from 'node:path'
import { createCmsClient } from './client.ts'
import { CmsError } from './cms-error.ts'
import { createContentApi } from '../embedded-wordpress/app.ts'
import { loadDataset } from '../embedded-wordpress/dataset.ts'

const dataset = loadDataset(path.resolve('content'))

/** The embedded content API behind a fetch that counts calls and can be made to misbehave. */
function countingUpstream(transform?: (body: unknown, url: URL) => unknown, delayMs = 5) {
  const api = createContentApi(() => dataset)
  const calls: string[] = []
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const request = new Request(input, init)
    const url = new URL(request.url)
    calls.push(url.pathname + url.search)
    await new Promise((resolve, reject) => {
      const timer = setTimeout(resolve, delayMs)
      request.signal.addEventListener('abort', () => {
        clearTimeout(timer)
        reject(request.signal.reason as Error)
      })
    })
    const response = await api.fetch(new Request(url))
    if (!transform) return response
    return new Response(JSON.stringify(transform(await response.json(), url)), { status: response.status, headers: response.headers })
  }
  return { calls, fetch }
}

describe('cms client', () => {
  it('makes one upstream request for 50 concurrent identical reads', async () => {
    const upstream = countingUpstream()
    const cms = createCmsClient({ baseURL: 'http://cms.test/wp-json', fetch: upstream.fetch })
    const pages = await Promise.all(Array.from({ length: 50 }, () => cms.getPageByPath('/about/team/', 'en')))
    expect(pages.every((p) => p?.slug === 'team')).toBe(true)
    expect(upstream.calls).toHaveLength(1)
  })

  it('finds nested pages by permalink and the front page at /', async () => {
    const cms = createCmsClient({ baseURL: 'http://cms.test/wp-json', fetch: countingUpstream().fetch })
    expect((await cms.getPageByPath('/', 'en'))?.slug).toBe('home')
    expect((await cms.getPageByPath('/dokan/pricing/', 'en'))?.title.rendered).toBe('Dokan pricing')
    expect(await cms.getPageByPath('/pricing/', 'en')).toBeNull()
    expect(await cms.getPageByPath('/home/', 'en')).toBeNull()
  })

  it('reads list totals from X-WP-Total and X-WP-TotalPages', async () => {
    const cms = createCmsClient({ baseURL: 'http://cms.test/wp-json', fetch: countingUpstream().fetch })
    const result = await cms.getPosts({ lang: 'en', perPage: 1 })
    expect(result.posts).toHaveLength(1)
    expect(result.total).toBe(dataset.posts.filter((p) => p.lang === 'en').length)
    expect(result.totalPages).toBe(result.total)
  })

  it('counts posts from X-WP-Total, reading one id', async () => {
    const upstream = countingUpstream()
    const cms = createCmsClient({ baseURL: 'http://cms.test/wp-json', fetch: upstream.fetch })
    const tag = (await cms.getTags())[0]!.id
    const tagged = await cms.getPosts({ lang: 'en', tags: [tag], perPage: 100 })
    upstream.calls.length = 0
    expect(tagged.total).toBeGreaterThan(1)
    expect(await cms.countPosts({ lang: 'en', tags: [tag] })).toBe(tagged.total)
    expect(await cms.countPosts({ lang: 'en', search: 'xylophonequartz' })).toBe(0)
    expect(upstream.calls).toEqual([expect.stringMatching(/\?_fields=id&.*&per_page=1&/), expect.stringMatching(/\?_fields=id&.*&per_page=1&/)])
  })

  it('fails with a 502 naming the field when the content source drifts from the schema', async () => {
    const upstream = countingUpstream((body) => (body as Record<string, unknown>[]).map(({ link: _link, ...rest }) => rest))
    const cms = createCmsClient({ baseURL: 'http://cms.test/wp-json', fetch: upstream.fetch })
    const error = await cms.getPageByPath('/about/', 'en').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(CmsError)
    expect((error as CmsError).status).toBe(502)
    expect((error as CmsError).message).toMatch(/0\.link: /)
  })

  it('fails with a 404 when the content source answers 404', async () => {
    const missing = createCmsClient({ baseURL: 'http://cms.test/wp-json', fetch: async () => new Response('{"code":"rest_no_route"}', { status: 404 }) })
    await expect(missing.getSettings('en')).rejects.toMatchObject({ status: 404, message: expect.stringMatching(/not found/) })
  })

  it('fails with a 503 when the content source is down or too slow', async () => {
    const down = createCmsClient({ baseURL: 'http://cms.test/wp-json', fetch: async () => Promise.reject(new TypeError('connect ECONNREFUSED')) })
    await expect(down.getSettings('en')).rejects.toMatchObject({ status: 503, message: expect.stringMatching(/no answer/) })
    const slow = createCmsClient({ baseURL: 'http://cms.test/wp-json', fetch: countingUpstream(undefined, 300).fetch, timeoutMs: 50 })
    await expect(slow.getSettings('en')).rejects.toMatchObject({ status: 503 })
  })

  it('reads testimonials with their total, and jobs from the job API on its own host', async () => {
    const upstream = countingUpstream()
    const cms = createCmsClient({ baseURL: 'http://cms.test/wp-json', jobsBaseURL: 'https://erp.test/wp-json/', fetch: upstream.fetch })
    const { testimonials, total } = await cms.getTestimonials({ lang: 'en', product: 'dokan', perPage: 2 })
    expect(testimonials).toHaveLength(2)
    expect(total).toBe(dataset.testimonials.filter((t) => t.lang === 'en' && t.product === 'dokan').length)
    expect((await cms.getJobs()).length).toBe(dataset.jobs.length)
    expect(upstream.calls).toContain('/wp-json/erp/v1/hrm/recruitment/jobs')
    const hosts = createCmsClient({
      baseURL: 'http://cms.test/wp-json',
      jobsBaseURL: 'https://erp.test/wp-json/',
      fetch: async (input) => {
        return new Response(JSON.stringify({ host: new URL(new Request(input).url).host }), { status: 404 })
      },
    })
    await expect(hosts.getJobs()).rejects.toMatchObject({
      status: 404,
      message: expect.stringContaining('https://erp.test/wp-json/erp/v1/hrm/recruitment/jobs'),
    })
  })

  it('finds catalog entries by slug per language', async () => {
    const cms = createCmsClient({ baseURL: 'http://cms.test/wp-json', fetch: countingUpstream().fetch })
    expect((await cms.getCatalogEntry('dokan-modules', 'wholesale', 'en'))?.title.rendered).toBe('Wholesale')
    expect(await cms.getCatalogEntry('dokan-modules', 'no-such-module', 'en')).toBeNull()
    const entries = await cms.getCatalog('dokan-modules', 'en')
    expect(entries.length).toBe(dataset.catalog.filter((e) => e.catalog === 'dokan-modules' && e.lang === 'en').length)
  })

  it('reads a page past the last as missing (404), as WordPress answers it with 400', async () => {
    const cms = createCmsClient({ baseURL: 'http://cms.test/wp-json', fetch: countingUpstream().fetch })
    await expect(cms.getPosts({ lang: 'en', page: 999 })).rejects.toMatchObject({ status: 404 })
  })

  it("finds a post's older and newer neighbours in its language, false at the ends", async () => {
    const cms = createCmsClient({ baseURL: 'http://cms.test/wp-json', fetch: countingUpstream().fetch })
    const french = dataset.posts.filter((p) => p.lang === 'fr').sort((a, b) => a.meta.date.localeCompare(b.meta.date))
    const oldest = await cms.getPost(french[0]!.meta.id)
    const second = await cms.getPost(french[1]!.meta.id)
    expect(await cms.getAdjacentPosts(oldest!)).toMatchObject({ previous: false, next: { id: french[1]!.meta.id } })
    expect(await cms.getAdjacentPosts(second!)).toMatchObject({ previous: { id: french[0]!.meta.id }, next: { id: french[2]!.meta.id } })
    expect(await cms.getPost(1)).toBeNull()
    // A neighbour is a link, fetched as one: not a second post in full.
    expect(Object.keys((await cms.getAdjacentPosts(second!)).next || {}).sort()).toEqual(['id', 'link', 'title'])
  })

  it('reads every post date of a language, trimmed to dates, 100 to a request', async () => {
    const upstream = countingUpstream()
    const cms = createCmsClient({ baseURL: 'http://cms.test/wp-json', fetch: upstream.fetch })
    const english = dataset.posts.filter((p) => p.lang === 'en')
    const dates = await cms.getPostDates('en')
    expect(dates).toHaveLength(english.length)
    expect(dates).toEqual([...dates].sort().reverse())
    expect(upstream.calls).toEqual([expect.stringMatching(/^\/wp-json\/wp\/v2\/posts\?.*_fields=date_gmt.*per_page=100/)])
  })

  it('reads every page of comments', async () => {
    const comment = (id: number) => ({
      id,
      post: 7,
      parent: 0,
      author: 0,
      author_name: 'A',
      author_url: '',
      date_gmt: '2025-01-01T00:00:00',
      content: { rendered: '<p>x</p>' },
      link: 'http://x/#c',
      author_avatar_urls: {},
    })
    const pages = [[comment(1)], [comment(2)]]
    const cms = createCmsClient({
      baseURL: 'http://cms.test/wp-json',
      fetch: async (input) => {
        const page = Number(new URL(new Request(input).url).searchParams.get('page'))
        return new Response(JSON.stringify(pages[page - 1]), { headers: { 'content-type': 'application/json', 'X-WP-Total': '2', 'X-WP-TotalPages': '2' } })
      },
    })
    expect((await cms.getComments(7)).map((c) => c.id)).toEqual([1, 2])
  })
})

describe('a failing content source', () => {
  it('is not asked again for retryAfterMs after a failure (calls fail at once), is probed after, and is trusted again once it answers', async () => {
    let clock = 1_000_000
    let down = true
    const calls: string[] = []
    const api = createContentApi(() => dataset)
    const fetch: typeof globalThis.fetch = async (input, init) => {
      const request = new Request(input, init)
      calls.push(new URL(request.url).pathname)
      if (down) throw new TypeError('fetch failed: connect ECONNREFUSED')
      return api.fetch(new Request(request.url))
    }
    const errors: unknown[] = []
    const original = console.error
    console.error = (...args: unknown[]) => void errors.push(args.join(' '))
    try {
      const cms = createCmsClient({ baseURL: 'http://cms.test/wp-json', fetch, now: () => clock, retryAfterMs: 5000 })
      await expect(cms.getSettings('en')).rejects.toMatchObject({ status: 503 })
      expect(cms.sourceFailingSince()).toBe(1_000_000)
      clock += 4999
      await expect(cms.getCategories()).rejects.toThrow(/not sent: the content source has been failing since/)
      expect(calls).toHaveLength(1)
      clock += 1
      down = false
      expect((await cms.getCategories()).length).toBeGreaterThan(0)
      expect(calls).toHaveLength(2)
      expect(cms.sourceFailingSince()).toBeNull()
    } finally {
      console.error = original
    }
    expect(errors.filter((line) => String(line).includes('[cms] the content source is failing'))).toHaveLength(1)
  })

  it('gives up on a slow source at its time limit, with a 503 that says why', async () => {
    const upstream = countingUpstream(undefined, 5_000)
    const cms = createCmsClient({ baseURL: 'http://cms.test/wp-json', fetch: upstream.fetch, timeoutMs: 50 })
    const started = Date.now()
    await expect(cms.getSettings('en')).rejects.toMatchObject({ status: 503 })
    expect(Date.now() - started).toBeLessThan(4_000)
  })

  it('does not count a refused parameter (4xx) as the source failing', async () => {
    const cms = createCmsClient({ baseURL: 'http://cms.test/wp-json', fetch: countingUpstream().fetch })
    await expect(cms.getTopics({ forum: 1, page: 999, perPage: 15 })).rejects.toMatchObject({ status: 404 })
    await expect(cms.getForum(1)).rejects.toMatchObject({ status: 404 })
    expect(cms.sourceFailingSince()).toBeNull()
  })
})

describe('the content client tells its observer of each call to the source', () => {
  /** A client whose observer collects the outcomes, and whose errors are not printed. */
  function observedClient(options: Omit<Parameters<typeof createCmsClient>[0], 'baseURL' | 'onSourceCall'>) {
    const outcomes: string[] = []
    const durations: number[] = []
    const cms = createCmsClient({
      baseURL: 'http://cms.test/wp-json',
      onSourceCall: ({ durationMs, outcome }) => {
        outcomes.push(outcome)
        durations.push(durationMs)
      },
      ...options,
    })
    return { cms, outcomes, durations }
  }

  it('an answer, once: a cached read is no call', async () => {
    const { cms, outcomes, durations } = observedClient({ fetch: countingUpstream(undefined, 20).fetch })
    await cms.getSettings('en')
    await cms.getSettings('en')
    expect(outcomes).toEqual(['ok'])
    expect(durations[0]).toBeGreaterThanOrEqual(15)
  })

  it('each kind of failure by its kind, and a call the circuit keeps back not at all', async () => {
    const original = console.error
    console.error = () => {}
    try {
      const notFound = observedClient({ fetch: async () => new Response('{"code":"rest_no_route"}', { status: 404 }) })
      await notFound.cms.getSettings('en').catch(() => {})
      expect(notFound.outcomes).toEqual(['http-4xx'])

      const failing = observedClient({ fetch: async () => new Response('oops', { status: 500 }) })
      await failing.cms.getSettings('en').catch(() => {})
      // The source now fails: the next call is not sent, so not observed.
      await failing.cms.getSettings('es').catch(() => {})
      expect(failing.outcomes).toEqual(['http-5xx'])

      const down = observedClient({ fetch: async () => Promise.reject(new TypeError('connect ECONNREFUSED')) })
      await down.cms.getSettings('en').catch(() => {})
      expect(down.outcomes).toEqual(['network'])

      const slow = observedClient({ fetch: countingUpstream(undefined, 300).fetch, timeoutMs: 50 })
      await slow.cms.getSettings('en').catch(() => {})
      expect(slow.outcomes).toEqual(['timeout'])

      const drifted = observedClient({ fetch: countingUpstream(() => ({ unexpected: true })).fetch })
      await drifted.cms.getSettings('en').catch(() => {})
      expect(drifted.outcomes).toEqual(['schema'])
    } finally {
      console.error = original
    }
  })

  it('the readiness probe is a call too', async () => {
    const { cms, outcomes } = observedClient({ fetch: countingUpstream().fetch })
    expect(await cms.sourceProblem()).toBeNull()
    expect(outcomes).toEqual(['ok'])
  })
})
