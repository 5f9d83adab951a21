import { describe, expect, it, vi } from 'vitest'
import type { renderPage } from 'vike/server'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { createPageRenderer } from './page-cache.ts'

/** A stand-in for vike's renderPage: answers `status` with the URL and a render count in the body. */
function fakeRender(status = () => 200) {
  let renders = 0
  const render = vi.fn(async ({ urlOriginal }: { urlOriginal: string; headersOriginal?: Record<string, string> }) => {
    renders += 1
    await new Promise((r) => setTimeout(r, 5))
    return { httpResponse: { statusCode: status(), headers: [['content-type', 'text/html']], body: `${urlOriginal} #${renders}` } }
  })
  return render as unknown as typeof renderPage & typeof render
}

const body = (answer: Awaited<ReturnType<ReturnType<typeof createPageRenderer>>>) => (answer.kind === 'page' ? answer.body.text : answer.kind)

describe('createPageRenderer', () => {
  it('renders a page once for concurrent and repeated requests within its period', async () => {
    const render = fakeRender()
    const pages = createPageRenderer(render, 1000)
    const answers = await Promise.all(Array.from({ length: 20 }, () => pages('http://site/a/')))
    expect(new Set(answers.map(body))).toEqual(new Set(['http://site/a/ #1']))
    expect(body(await pages('http://site/a/'))).toBe('http://site/a/ #1')
    expect(render).toHaveBeenCalledTimes(1)
  })

  it('keys on the URL and its host, nothing else', async () => {
    const render = fakeRender()
    const pages = createPageRenderer(render, 1000)
    await pages('http://site/a/')
    await pages('http://site/a/?s=x')
    await pages('http://other/a/')
    await pages('http://site/a/')
    expect(render).toHaveBeenCalledTimes(3)
  })

  it('gives a render no request header, so that a page is the same for every visitor of its URL', async () => {
    const render = fakeRender()
    const pages = createPageRenderer(render, 0)
    await pages('http://site/a/')
    expect(render.mock.calls.map(([options]) => options.headersOriginal)).toEqual([{}])
  })

  it('gives each render one ETag and compresses it once per coding, whatever the number of requests', async () => {
    const render = fakeRender()
    const pages = createPageRenderer(render, 1000)
    const [first, second] = await Promise.all([pages('http://site/a/'), pages('http://site/a/')])
    if (first?.kind !== 'page' || second?.kind !== 'page') throw new Error('expected pages')
    expect(second.body).toBe(first.body)
    expect(first.body.etag).toMatch(/^"[\w-]{27}"$/)
    const [br1, br2, gz] = await Promise.all([first.body.bytes('br'), second.body.bytes('br'), first.body.bytes('gzip')])
    expect(br2).toBe(br1)
    expect(brotliDecompressSync(br1).toString()).toBe('http://site/a/ #1')
    expect(gunzipSync(gz).toString()).toBe('http://site/a/ #1')
  })

  it('renders errors and redirects every time', async () => {
    let status = 404
    const render = fakeRender(() => status)
    const pages = createPageRenderer(render, 1000)
    await pages('http://site/gone/')
    await pages('http://site/gone/')
    expect(render).toHaveBeenCalledTimes(2)
    status = 200
    await pages('http://site/gone/')
    await pages('http://site/gone/')
    expect(render).toHaveBeenCalledTimes(3)
  })

  it('serves the last render while the next one runs, once its period is over', async () => {
    const render = fakeRender()
    const pages = createPageRenderer(render, 300)
    expect(body(await pages('http://site/a/'))).toBe('http://site/a/ #1')
    await new Promise((r) => setTimeout(r, 350)) // past its period, within the next
    expect(body(await pages('http://site/a/'))).toBe('http://site/a/ #1')
    await vi.waitFor(() => expect(render).toHaveBeenCalledTimes(2))
    await vi.waitFor(async () => expect(body(await pages('http://site/a/'))).toBe('http://site/a/ #2'))
  })

  it('renders a page idle for longer than two periods afresh, never serving it older', async () => {
    const render = fakeRender()
    const pages = createPageRenderer(render, 50)
    await pages('http://site/a/')
    await new Promise((r) => setTimeout(r, 120))
    expect(body(await pages('http://site/a/'))).toBe('http://site/a/ #2')
  })

  it('renders every request with a period of 0', async () => {
    const render = fakeRender()
    const pages = createPageRenderer(render, 0)
    await pages('http://site/a/')
    await pages('http://site/a/')
    expect(render).toHaveBeenCalledTimes(2)
  })
})

describe('a failing content source', () => {
  function scripted() {
    let status = 200
    let renders = 0
    const render = (async ({ urlOriginal }: { urlOriginal: string }) => {
      renders += 1
      if (status === 0) return { httpResponse: null, errorWhileRendering: new Error('no page') }
      return { httpResponse: { statusCode: status, headers: [['content-type', 'text/html']], body: `${urlOriginal} #${renders} (${status})` } }
    }) as unknown as typeof renderPage
    return { render, set: (next: number) => (status = next) }
  }

  it('serves a page’s last good copy, marked stale, for 24 hours, when its render fails for want of content', async () => {
    let clock = Date.UTC(2026, 10, 24, 12)
    let failingSince: number | null = null
    const { render, set } = scripted()
    const pages = createPageRenderer(render, 0, { now: () => clock, sourceFailingSince: () => failingSince })
    expect(body(await pages('http://site/a/'))).toBe('http://site/a/ #1 (200)')
    set(503)
    failingSince = clock
    clock += 24 * 60 * 60 * 1000 - 1
    const stale = await pages('http://site/a/')
    expect(stale).toMatchObject({ kind: 'page', statusCode: 200, body: { text: 'http://site/a/ #1 (200)' }, stale: { renderedAt: Date.UTC(2026, 10, 24, 12), sourceFailingSince: failingSince } })
    set(0) // not even an error page
    expect(await pages('http://site/a/')).toMatchObject({ statusCode: 200, stale: {} })
    set(503)
    clock += 2
    expect(await pages('http://site/a/')).toMatchObject({ statusCode: 503 })
    // A page never rendered has no copy; a 404 is the page's own answer, never replaced.
    expect(await pages('http://site/b/')).toMatchObject({ statusCode: 503 })
    set(404)
    expect(await pages('http://site/a/')).toMatchObject({ statusCode: 404 })
  })

  it('marks a page rendered while the source fails (from content the site still holds) as stale, and stops once it answers', async () => {
    let failingSince: number | null = 5
    const { render } = scripted()
    const pages = createPageRenderer(render, 0, { now: () => 10, sourceFailingSince: () => failingSince })
    expect(await pages('http://site/a/')).toMatchObject({ statusCode: 200, stale: { renderedAt: 10, sourceFailingSince: 5 } })
    failingSince = null
    expect((await pages('http://site/a/')) as { stale?: unknown }).not.toHaveProperty('stale')
  })
})
