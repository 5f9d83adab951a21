import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSite, type SiteServer } from '../support/site-server.ts'
import { startCountingUpstream, type CountingUpstream } from '../support/counting-upstream.ts'

let upstream: CountingUpstream
let site: SiteServer

beforeAll(async () => {
  upstream = await startCountingUpstream(100)
  site = await startSite({ CMS_URL: upstream.url })
})

afterAll(async () => {
  await site?.stop()
  await upstream?.close()
})

describe('content cache in front of an HTTP content source', () => {
  it('makes exactly one upstream page request for 50 concurrent requests of one uncached page', async () => {
    const responses = await Promise.all(Array.from({ length: 50 }, () => fetch(`${site.url}/about/team/`)))
    expect(responses.map((r) => r.status)).toEqual(Array(50).fill(200))
    const bodies = await Promise.all(responses.map((r) => r.text()))
    expect(bodies.every((b) => b.includes('The people behind the plugins'))).toBe(true)
    expect(upstream.requests.filter((r) => r.startsWith('/wp-json/wp/v2/pages') && r.includes('slug=team'))).toHaveLength(1)
    expect(upstream.requests.filter((r) => r.startsWith('/wp-json/site/v1/settings'))).toHaveLength(1)
  })

  it('answers 503 with a clear message, and logs the cause, when the content source is down', async () => {
    await upstream.close()
    const response = await fetch(`${site.url}/about/giving-back/`)
    expect(response.status).toBe(503)
    expect(await response.text()).toContain('The content of this page is temporarily unavailable.')
    expect(site.logs()).toMatch(/\[cms-page\] \/about\/giving-back\/ \(en\): Content request \/wp\/v2\/pages\?.* failed: no answer/)
  })
})
