import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSite, type SiteServer } from '../support/site-server.ts'
import { startCountingUpstream, type CountingUpstream, type Fault } from '../support/counting-upstream.ts'
import { loadDataset } from '../../embedded-wordpress/dataset.ts'
import en from '../../locales/en.json'

/**
 * The production site over a content source that fails on demand (down, 10 s slow, 500, cut-off
 * JSON, JSON the schemas refuse). Every request renders (no page cache) and the source is probed on
 * every call, so each step shows what the site does, not what a cache hid.
 */
let upstream: CountingUpstream
let site: SiteServer
const topics = loadDataset(path.resolve('content')).forum.topics
let nextTopic = 0
/** A forum topic no request has asked for yet: its data is nowhere in the site's caches. */
const neverSeen = () => `/support/topic/${topics[nextTopic++]!.slug}/`

beforeAll(async () => {
  upstream = await startCountingUpstream(0)
  site = await startSite({ CMS_URL: upstream.url, CMS_TIMEOUT_MS: '1000', CMS_RETRY_AFTER_MS: '0', PAGE_CACHE_SECONDS: '0' })
})

afterAll(async () => {
  await site?.stop()
  await upstream?.close()
})

async function get(route: string) {
  const started = performance.now()
  const response = await fetch(site.url + route)
  const body = await response.text()
  return { status: response.status, headers: response.headers, body, ms: performance.now() - started }
}

const FAULTS: [Fault, boolean][] = [
  // The fault, and whether the source counts as failing (unreachable, too slow, 5xx), not merely answering badly.
  ['down', true],
  ['slow', true],
  ['error', true],
  ['malformed', false],
  ['invalid', false],
]

describe('a failing content source', () => {
  it.each(FAULTS)(
    '%s: a page seen before is still served, a page never seen answers the branded 503 with Retry-After within 2 s, and the site recovers by itself',
    async (fault, failing) => {
      const seen = neverSeen()
      expect((await get(seen)).status).toBe(200)

      await upstream.setFault(fault)
      const never = await get(neverSeen())
      expect(never.status).toBe(503)
      expect(never.headers.get('retry-after')).toBe('30')
      expect(never.ms).toBeLessThan(2000)
      expect(never.body).toContain(`<h2>${en['error.heading']}</h2>`)
      expect(never.body).toContain(en['error.unavailable'])
      expect(never.body).toContain('class="site-header')
      expect(never.body).not.toMatch(/\n\s+at |node_modules|wp-json/)

      const again = await get(seen)
      expect(again.status).toBe(200)
      if (failing) expect(again.headers.get('x-content-stale')).toMatch(/^rendered \d{4}-.*; the content source has been failing since \d{4}-/)

      await upstream.setFault('none')
      const recovered = await get(neverSeen())
      expect(recovered.status).toBe(200)
      expect(recovered.headers.get('x-content-stale')).toBeNull()
      expect((await get(seen)).headers.get('x-content-stale')).toBeNull()
    },
    30_000,
  )

  it('logs when the source starts failing and when it answers again', () => {
    expect(site.logs()).toContain('[cms] the content source is failing')
    expect(site.logs()).toContain('[cms] the content source answers again')
  })
})
