import { describe, expect, it } from 'vitest'
import path from 'node:path'
import { createCmsClient } from './client.ts'
import { CmsError } from './cms-error.ts'
import { createContentApi } from '../server/content-api/app.ts'
import { loadDataset } from '../server/content-api/dataset.ts'

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
        reject(request.signal.reason)
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
})
