import { describe, expect, it, vi } from 'vitest'
import type { renderPage } from 'vike/server'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { PAGE_LIFETIME_WITH_NOTICES_MS as PAGE_LIFETIME_MS } from '../config/site-config.ts'
import { createPageCache, LAST_GOOD_MS, SHORT_LIFETIME_MS, type PageCacheOptions, type RenderAnswer } from './page-cache.ts'
import { pageBytes } from './page-entry.ts'
import { purgeDependents, recordDependencies, recordExpiry } from '../../cms/dependencies.ts'
import { memorySharedStore } from '../../tests/support/memory-shared-store.ts'

/**
 * A stand-in for vike's renderPage: answers `status` with the URL and a render count in the body,
 * and records the content tags (and expiry) a real render's content calls would.
 */
function fakeRender(
  options: { status?: () => number; tags?: (url: string) => string[]; expiresAt?: () => number | null; body?: (url: string, n: number) => string } = {},
) {
  let renders = 0
  const render = vi.fn(async ({ urlOriginal }: { urlOriginal: string; headersOriginal?: Record<string, string> }) => {
    renders += 1
    await new Promise((r) => setTimeout(r, 5))
    recordDependencies(options.tags?.(urlOriginal) ?? [`path:${new URL(urlOriginal).pathname}`])
    const until = options.expiresAt?.()
    if (until) recordExpiry(until)
    const status = options.status?.() ?? 200
    if (status === 0) return { httpResponse: null, errorWhileRendering: new Error('no page') }
    return {
      httpResponse: {
        statusCode: status,
        headers: [['content-type', 'text/html']],
        body: options.body?.(urlOriginal, renders) ?? `${urlOriginal} #${renders} (${status})`,
      },
    }
  })
  return render as unknown as typeof renderPage & typeof render
}

const text = async (answer: RenderAnswer) => (answer.kind === 'page' ? (await pageBytes(answer.entry, 'identity')).toString() : answer.kind)

function clock(start = Date.UTC(2026, 10, 24, 12)) {
  const c = { t: start, now: () => c.t }
  return c
}

function cache(render: typeof renderPage, extra: Partial<PageCacheOptions> = {}) {
  const pages = createPageCache({ render, lifetimeMs: PAGE_LIFETIME_MS, maxBytes: 256 * 1024 * 1024, ...extra })
  return pages
}

describe('the page cache', () => {
  it('renders a page once for concurrent and repeated requests', async () => {
    const render = fakeRender()
    const pages = cache(render)
    const answers = await Promise.all(Array.from({ length: 20 }, () => pages.get('http://site/a/')))
    expect(new Set(await Promise.all(answers.map(text)))).toEqual(new Set(['http://site/a/ #1 (200)']))
    expect(await text(await pages.get('http://site/a/'))).toBe('http://site/a/ #1 (200)')
    expect(render).toHaveBeenCalledTimes(1)
    pages.close()
  })

  it('keys on the URL and its host, and gives a render no request header', async () => {
    const render = fakeRender()
    const pages = cache(render)
    for (const url of ['http://site/a/', 'http://site/a/?s=x', 'http://other/a/', 'http://site/a/']) await pages.get(url)
    expect(render).toHaveBeenCalledTimes(3)
    expect(render.mock.calls.map(([options]) => options.headersOriginal)).toEqual([{}, {}, {}])
    pages.close()
  })

  it('keeps a page until a change notice drops one of its tags, for as long as its safety lifetime', async () => {
    const c = clock()
    const render = fakeRender({ tags: (url) => (url.endsWith('/a/') ? ['item:1', 'list:pages'] : ['item:2']) })
    const pages = cache(render, { now: c.now })
    await pages.get('http://site/a/')
    await pages.get('http://site/b/')
    c.t += PAGE_LIFETIME_MS - 1 // a day, nearly: still the same render
    expect(await text(await pages.get('http://site/a/'))).toBe('http://site/a/ #1 (200)')
    expect(purgeDependents(['item:1'])).toBeGreaterThanOrEqual(1)
    expect(await text(await pages.get('http://site/a/'))).toBe('http://site/a/ #3 (200)')
    expect(await text(await pages.get('http://site/b/'))).toBe('http://site/b/ #2 (200)')
    pages.close()
  })

  it('serves a page past its lifetime once more while it renders again behind, and never past its expiry', async () => {
    const c = clock()
    const render = fakeRender()
    const pages = cache(render, { now: c.now })
    await pages.get('http://site/a/')
    c.t += PAGE_LIFETIME_MS + 1
    expect(await text(await pages.get('http://site/a/'))).toBe('http://site/a/ #1 (200)')
    await vi.waitFor(async () => expect(await text(await pages.get('http://site/a/'))).toBe('http://site/a/ #2 (200)'))
    c.t += 3 * PAGE_LIFETIME_MS // past its stale window too: rendered before it is served
    expect(await text(await pages.get('http://site/a/'))).toBe('http://site/a/ #3 (200)')
    pages.close()
  })

  it('expires a page when what it shows ends (a campaign, a countdown), and at the new year (the footer)', async () => {
    const c = clock(Date.UTC(2026, 5, 1))
    let ends: number | null = c.t + 60_000
    const render = fakeRender({ expiresAt: () => ends })
    const pages = cache(render, { now: c.now })
    await pages.get('http://site/a/')
    c.t += 59_999
    expect(await text(await pages.get('http://site/a/'))).toBe('http://site/a/ #1 (200)')
    expect(pages.kept('http://site/a/')).not.toBeNull()
    c.t += 1
    // Not even the fast path that answers before the app (server/node-handler.ts) has it any more.
    expect(pages.kept('http://site/a/')).toBeNull()
    ends = null
    expect(await text(await pages.get('http://site/a/'))).toBe('http://site/a/ #2 (200)')
    // What every render records for the footer's year (pages/+onCreatePageContext.server.ts).
    c.t = new Date(2027, 0, 1).getTime() - 1000
    ends = new Date(2027, 0, 1).getTime()
    await pages.get('http://site/b/')
    c.t += 1000
    expect(await text(await pages.get('http://site/b/'))).toBe('http://site/b/ #4 (200)')
    pages.close()
  })

  it('keeps a URL with a query, and a page rendered while the content source fails, briefly', async () => {
    const c = clock()
    let failingSince: number | null = null
    const render = fakeRender()
    const pages = cache(render, { now: c.now, sourceFailingSince: () => failingSince })
    await pages.get('http://site/a/?s=x')
    failingSince = c.t
    const stale = await pages.get('http://site/b/')
    expect(stale).toMatchObject({ stale: { renderedAt: c.t, sourceFailingSince: c.t } })
    c.t += SHORT_LIFETIME_MS * 2 + 1
    failingSince = null
    await pages.get('http://site/a/?s=x')
    expect((await pages.get('http://site/b/')) as { stale?: unknown }).not.toHaveProperty('stale')
    expect(render).toHaveBeenCalledTimes(4)
    pages.close()
  })

  it('renders errors and redirects every time', async () => {
    let status = 404
    const render = fakeRender({ status: () => status })
    const pages = cache(render)
    await pages.get('http://site/gone/')
    await pages.get('http://site/gone/')
    expect(render).toHaveBeenCalledTimes(2)
    status = 200
    await pages.get('http://site/gone/')
    await pages.get('http://site/gone/')
    expect(render).toHaveBeenCalledTimes(3)
    pages.close()
  })

  it('keeps each render as one ETag and its brotli and gzip forms, decoding gzip for a client that takes neither', async () => {
    const render = fakeRender()
    const pages = cache(render)
    const [first, second] = await Promise.all([pages.get('http://site/a/'), pages.get('http://site/a/')])
    if (first?.kind !== 'page' || second?.kind !== 'page') throw new Error('expected pages')
    expect(second.entry).toBe(first.entry)
    expect(first.entry.etag).toMatch(/^"[\w-]{27}"$/)
    expect(brotliDecompressSync(first.entry.br).toString()).toBe('http://site/a/ #1 (200)')
    expect(gunzipSync(first.entry.gzip).toString()).toBe('http://site/a/ #1 (200)')
    expect((await pageBytes(first.entry, 'identity')).toString()).toBe('http://site/a/ #1 (200)')
    expect(Object.keys(first.entry)).not.toContain('text')
    pages.close()
  })

  it('carries its content tags in the headers CDNs purge by', async () => {
    const pages = cache(fakeRender({ tags: () => ['item:7', 'list:posts'] }))
    const answer = await pages.get('http://site/a/')
    if (answer.kind !== 'page') throw new Error('expected a page')
    const headers = new Headers([...answer.entry.headers])
    expect(headers.get('Surrogate-Key')).toBe('item:7 list:posts site')
    expect(headers.get('Cache-Tag')).toBe('item:7,list:posts,site')
    pages.close()
  })

  it('holds at most its bound in bytes: the least recently used page leaves first', async () => {
    const render = fakeRender({ body: (url) => `${url} ${'x'.repeat(50_000)}${Math.random()}` })
    const probe = cache(render)
    const one = await probe.get('http://site/probe/')
    probe.close()
    if (one.kind !== 'page') throw new Error('expected a page')
    const pages = cache(render, { maxBytes: one.entry.bytes * 3 + 10 })
    for (const path of ['a', 'b', 'c']) await pages.get(`http://site/${path}/`)
    await pages.get('http://site/a/') // used: b is now the least recent
    await pages.get('http://site/d/')
    expect(pages.stats().pages).toBe(3)
    const before = render.mock.calls.length
    await pages.get('http://site/a/')
    await pages.get('http://site/c/')
    expect(render.mock.calls.length).toBe(before)
    await pages.get('http://site/b/')
    expect(render.mock.calls.length).toBe(before + 1)
    pages.close()
  })
})

describe('a failing content source', () => {
  it('serves a page’s last good copy, marked stale, for 24 hours, when its render fails for want of content', async () => {
    const c = clock()
    let failingSince: number | null = null
    let status = 200
    const render = fakeRender({ status: () => status })
    // Kept for a minute: the copy outlives the page's lifetime, and a purge, as its last good copy.
    const pages = cache(render, { now: c.now, sourceFailingSince: () => failingSince, lifetimeMs: 60_000 })
    const start = c.t
    expect(await text(await pages.get('http://site/a/'))).toBe('http://site/a/ #1 (200)')
    purgeDependents(['path:/a/'])
    status = 503
    failingSince = c.t
    c.t += LAST_GOOD_MS - 1
    const stale = await pages.get('http://site/a/')
    expect(await text(stale)).toBe('http://site/a/ #1 (200)')
    expect(stale).toMatchObject({ kind: 'page', entry: { statusCode: 200 }, stale: { renderedAt: start, sourceFailingSince: failingSince } })
    status = 0 // not even an error page
    expect(await pages.get('http://site/a/')).toMatchObject({ entry: { statusCode: 200 }, stale: {} })
    status = 503
    c.t += 2
    expect(await pages.get('http://site/a/')).toMatchObject({ entry: { statusCode: 503 } })
    // A page never rendered has no copy; a 404 is the page's own answer, never replaced.
    expect(await pages.get('http://site/b/')).toMatchObject({ entry: { statusCode: 503 } })
    status = 404
    expect(await pages.get('http://site/a/')).toMatchObject({ entry: { statusCode: 404 } })
    pages.close()
  })

  it('keeps last good copies with a lifetime of 0 (development), without serving them otherwise', async () => {
    let status = 200
    let failingSince: number | null = null
    const render = fakeRender({ status: () => status })
    const pages = cache(render, { lifetimeMs: 0, sourceFailingSince: () => failingSince })
    await pages.get('http://site/a/')
    await pages.get('http://site/a/')
    expect(render).toHaveBeenCalledTimes(2)
    status = 503
    expect(await text(await pages.get('http://site/a/'))).toBe('http://site/a/ #2 (200)')
    // Not even a page rendered while the source fails: once it answers again, the next request renders.
    status = 200
    failingSince = Date.now()
    expect(await pages.get('http://site/a/')).toMatchObject({ stale: { sourceFailingSince: failingSince } })
    failingSince = null
    expect(await pages.get('http://site/a/')).not.toHaveProperty('stale')
    expect(render).toHaveBeenCalledTimes(5)
    pages.close()
  })
})

describe('several instances on one shared store', () => {
  it('a page rendered by one instance is served by the other without a second render', async () => {
    const shared = memorySharedStore()
    const render = fakeRender()
    const one = cache(render, { shared: shared.store })
    const two = cache(render, { shared: shared.store })
    await one.get('http://site/a/')
    expect(await text(await two.get('http://site/a/'))).toBe('http://site/a/ #1 (200)')
    expect(render).toHaveBeenCalledTimes(1)
    one.close()
    two.close()
  })

  it('concurrent misses on two instances render once: the second waits for the first one’s render', async () => {
    const shared = memorySharedStore()
    const render = fakeRender()
    const one = cache(render, { shared: shared.store })
    const two = cache(render, { shared: shared.store })
    const answers = await Promise.all([
      ...Array.from({ length: 10 }, () => one.get('http://site/a/')),
      ...Array.from({ length: 10 }, () => two.get('http://site/a/')),
    ])
    expect(new Set(await Promise.all(answers.map(text)))).toEqual(new Set(['http://site/a/ #1 (200)']))
    expect(render).toHaveBeenCalledTimes(1)
    one.close()
    two.close()
  })

  it('a holder that died blocks no one: its lock runs out and the next instance renders', async () => {
    const shared = memorySharedStore()
    await shared.store.lock('page:http://site/a/', 100) // taken, never released
    const render = fakeRender()
    const pages = cache(render, { shared: shared.store, lockMs: 100 })
    expect(await text(await pages.get('http://site/a/'))).toBe('http://site/a/ #1 (200)')
    pages.close()
  })

  it('does not keep a render that a purge overtook, here or in the shared store', async () => {
    const shared = memorySharedStore()
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    const render = vi.fn(async () => {
      recordDependencies(['item:1'])
      await held
      return { httpResponse: { statusCode: 200, headers: [['content-type', 'text/html']], body: 'before the change' } }
    }) as unknown as typeof renderPage
    const pages = cache(render, { shared: shared.store })
    const pending = pages.get('http://site/a/')
    await vi.waitFor(() => expect(render).toHaveBeenCalled())
    await shared.store.purge(['item:1'])
    purgeDependents(['item:1'])
    release()
    expect(await text(await pending)).toBe('before the change')
    expect(shared.entries.size).toBe(0)
    expect(pages.stats().pages).toBe(0)
    pages.close()
  })

  it('with the shared store unreachable, renders and serves from its own store', async () => {
    const shared = memorySharedStore()
    shared.state.down = true
    const render = fakeRender()
    const pages = cache(render, { shared: shared.store })
    await pages.get('http://site/a/')
    expect(await text(await pages.get('http://site/a/'))).toBe('http://site/a/ #1 (200)')
    expect(render).toHaveBeenCalledTimes(1)
    pages.close()
  })
})
