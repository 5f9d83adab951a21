import { resolve } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSite, type SiteServer } from '../support/site-server.ts'
import { startCountingUpstream, type CountingUpstream } from '../support/counting-upstream.ts'
import { loadDataset } from '../../embedded-wordpress/dataset.ts'

/** Pages as a shared cache (a CDN) and a browser see them: cacheable, validated, the same for everyone. */
let site: SiteServer
let upstream: CountingUpstream
let upstreamSite: SiteServer

beforeAll(async () => {
  ;[site, upstream] = await Promise.all([startSite(), startCountingUpstream(50)])
  upstreamSite = await startSite({ CMS_URL: upstream.url })
})

afterAll(async () => {
  await Promise.all([site?.stop(), upstreamSite?.stop()])
  await upstream?.close()
})

/** When the page was rendered, as its #page-facts say. */
const renderedAt = (html: string) => /<script type="application\/json" id="page-facts">[^<]*"renderedAt":(\d+)/.exec(html)?.[1]
const get = (path: string, headers: Record<string, string> = {}) => fetch(site.url + path, { headers })

/** One page of every kind, in each language where it exists. */
const PAGES = [
  '/',
  '/es/',
  '/fr/dokan/pricing/',
  '/about/team/',
  '/blog/',
  '/blog/90111/vendor-verification-without-scaring-sellers-away/',
  '/docs/dokan/',
  '/support/forum/',
  '/es/support/topic-tag/',
  '/amp/blog/90111/vendor-verification-without-scaring-sellers-away/',
]

describe('rendered pages in production', () => {
  it.each(PAGES)('%s may be kept by shared caches, carries an ETag and sets no cookie', async (path) => {
    const response = await get(path, { cookie: 'i18n_redirected=es; affwp_ref=7' })
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=600, stale-if-error=86400')
    expect(response.headers.get('etag')).toMatch(/^"[\w-]{27}"$/)
    expect(response.headers.get('vary')).toBe('Accept-Encoding')
    expect(response.headers.get('set-cookie')).toBeNull()
  })

  it('answers 304 with no body to a request that holds the current ETag, and 200 to a stale one', async () => {
    const first = await get('/about/giving-back/')
    const etag = first.headers.get('etag')!
    const again = await get('/about/giving-back/', { 'if-none-match': etag })
    expect(again.status).toBe(304)
    expect(await again.text()).toBe('')
    expect(again.headers.get('etag')).toBe(etag)
    expect(again.headers.get('cache-control')).toContain('s-maxage=60')
    expect((await get('/about/giving-back/', { 'if-none-match': `W/${etag}, "other"` })).status).toBe(304)
    const stale = await get('/about/giving-back/', { 'if-none-match': '"not-this-page"' })
    expect(stale.status).toBe(200)
    expect(await stale.text()).toContain('</html>')
  })

  it('is the same page for every visitor: cookies change nothing', async () => {
    const plain = await (await get('/about/team/')).text()
    const spanishVisitor = await (await get('/about/team/', { cookie: 'i18n_redirected=es' })).text()
    expect(spanishVisitor).toBe(plain)
  })

  it('sends brotli or gzip as the client accepts, the same page either way, compressed once per render', async () => {
    const identity = Buffer.from(await (await get('/dokan/', { 'accept-encoding': 'identity' })).arrayBuffer())
    const br = await get('/dokan/', { 'accept-encoding': 'gzip, deflate, br' })
    const gz = await get('/dokan/', { 'accept-encoding': 'gzip;q=1, br;q=0' })
    expect(br.headers.get('content-encoding')).toBe('br')
    expect(gz.headers.get('content-encoding')).toBe('gzip')
    // fetch decodes what it accepted: each decodes to the identity bytes.
    expect(Buffer.from(await br.arrayBuffer()).equals(identity)).toBe(true)
    expect(Buffer.from(await gz.arrayBuffer()).equals(identity)).toBe(true)
    expect(br.headers.get('etag')).toBe(gz.headers.get('etag'))
  })

  it('keeps not-found pages briefly and never caches a render that failed', async () => {
    const missing = await get('/no-such-page/')
    expect(missing.status).toBe(404)
    expect(missing.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60')
    expect(missing.headers.get('set-cookie')).toBeNull()
  })

  it('are reused within the cache period: concurrent and repeated requests get one render', async () => {
    const pages = await Promise.all(Array.from({ length: 10 }, () => get('/about/giving-back/').then((r) => r.text())))
    pages.push(await (await get('/about/giving-back/', { cookie: 'affwp_ref=7' })).text())
    expect(new Set(pages.map(renderedAt)).size).toBe(1)
    expect(renderedAt(pages[0]!)).toBeDefined()
  })

  it('are rendered again for an error: a page that is not found is not kept by the site', async () => {
    const first = await fetch(`${site.url}/no-such-page-2/`)
    const second = await fetch(`${site.url}/no-such-page-2/`)
    expect([first.status, second.status]).toEqual([404, 404])
    expect(renderedAt(await second.text())).not.toBe(renderedAt(await first.text()))
  })

  it('a page answered from memory has the very headers the app gave it when it rendered it', async () => {
    const headersOf = (response: Response) =>
      Object.fromEntries([...response.headers].filter(([name]) => !['date', 'keep-alive', 'connection', 'x-page-cache', 'x-request-id'].includes(name)))
    for (const encoding of ['br', 'gzip']) {
      const path = `/about/giving-back/?from-memory=${encoding}`
      const rendered = await get(path, { 'accept-encoding': encoding })
      const kept = await get(path, { 'accept-encoding': encoding })
      expect([rendered.headers.get('x-page-cache'), kept.headers.get('x-page-cache')]).toEqual(['miss', 'hit'])
      expect(headersOf(kept)).toEqual(headersOf(rendered))
      expect(await kept.text()).toBe(await rendered.text())
      const head = await fetch(site.url + path, { method: 'HEAD', headers: { 'accept-encoding': encoding } })
      expect([head.status, head.headers.get('x-page-cache'), head.headers.get('content-length'), await head.text()]).toEqual([
        200,
        'hit',
        kept.headers.get('content-length'),
        '',
      ])
      const revalidated = await get(path, { 'accept-encoding': encoding, 'if-none-match': kept.headers.get('etag')! })
      expect([revalidated.status, revalidated.headers.get('content-security-policy')]).toEqual([304, kept.headers.get('content-security-policy')])
    }
    // A client that takes neither coding goes through the app, which decodes the page.
    const plain = await get('/about/giving-back/?from-memory=br', { 'accept-encoding': 'identity' })
    expect([plain.status, plain.headers.get('content-encoding'), plain.headers.get('x-page-cache')]).toEqual([200, null, 'hit'])
    expect(await plain.text()).toContain('</html>')
  })

  it('100 concurrent requests for a page never rendered cause one render and one call for its content', async () => {
    const { slug } = loadDataset(resolve('content')).forum.topics[7]!
    const path = `/support/topic/${slug}/`
    const lookUps = () => upstream.requests.filter((r) => r.startsWith('/wp-json/bbpress/v1/topics') && r.includes(`slug=${slug}`)).length
    expect(lookUps()).toBe(0)
    const answers = await Promise.all(
      Array.from({ length: 100 }, () => fetch(upstreamSite.url + path).then(async (r) => ({ status: r.status, html: await r.text() }))),
    )
    expect(answers.every((a) => a.status === 200)).toBe(true)
    expect(new Set(answers.map((a) => renderedAt(a.html))).size).toBe(1)
    expect(lookUps()).toBe(1)
  })
})
