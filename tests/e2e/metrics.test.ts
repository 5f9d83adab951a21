import { randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSite, type SiteServer } from '../support/site-server.ts'
import { startPostgres, startRedis, type PostgresServer, type RedisServer } from '../support/services.ts'
import { startStubFormsService, type StubFormsService } from '../support/stub-forms-service.ts'
import { parsePrometheusText, type Scrape } from '../support/prometheus-text.ts'
import { SIGNATURE_HEADER, signRequest } from '../../server/authoring/signatures.ts'

/**
 * The production build with METRICS_TOKEN, a Redis and a PostgreSQL of its own (so that their
 * gauges are there) and a stub forms service: scraped before and after a small known load, the
 * counts move by exactly what the load did.
 */
const TOKEN = 'metrics-e2e-token'
const PURGE_SECRET = 'metrics-e2e-purge-secret'
let site: SiteServer
let formsService: StubFormsService
let redis: RedisServer
let postgres: PostgresServer
const dir = mkdtempSync(path.join(tmpdir(), 'metrics-e2e-'))

/** Every metric the site declares (docs/operations.md, "Metrics"). */
const SITE_METRICS = [
  'site_http_requests_total',
  'site_http_request_duration_seconds',
  'site_page_cache_answers_total',
  'site_page_render_seconds',
  'site_content_source_request_duration_seconds',
  'site_content_source_errors_total',
  'site_content_source_failing',
  'site_outbox_pending',
  'site_outbox_oldest_pending_age_seconds',
  'site_outbox_deliveries_total',
  'site_purge_webhook_total',
  'site_redis_up',
  'site_postgres_up',
]

beforeAll(async () => {
  ;[formsService, redis, postgres] = await Promise.all([startStubFormsService(), startRedis(), startPostgres()])
  site = await startSite({
    METRICS_TOKEN: TOKEN,
    FORMS_API_URL: formsService.url,
    FORMS_DB: path.join(dir, 'outbox.sqlite'),
    REDIS_URL: redis.url,
    DATABASE_URL: postgres.url,
    PURGE_SECRET,
    // The stub forms service takes any POST: it stands in for the CDN's purge function too.
    PURGE_WEBHOOK_URL: `${formsService.url}/purge`,
  })
}, 120_000)

afterAll(async () => {
  await site?.stop()
  await Promise.all([formsService?.close(), redis?.stop(), postgres?.stop()])
  rmSync(dir, { recursive: true, force: true })
})

async function scrape(): Promise<Scrape> {
  const response = await fetch(`${site.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })
  expect(response.status).toBe(200)
  expect(response.headers.get('content-type')).toBe('text/plain; version=0.0.4; charset=utf-8')
  return parsePrometheusText(await response.text())
}

/** Polls `read` until `done` holds of its value, or fails after `timeoutMs`. */
async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = await read()
    if (done(value)) return value
    if (Date.now() > deadline) throw new Error(`not so within ${timeoutMs} ms: ${JSON.stringify(value)}`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

async function get(pathname: string) {
  const response = await fetch(`${site.url}${pathname}`, { redirect: 'manual' })
  await response.arrayBuffer()
  return { status: response.status, cache: response.headers.get('x-page-cache') }
}

describe('GET /metrics on the production server', () => {
  it('refuses a scraper without the token', async () => {
    const response = await fetch(`${site.url}/metrics`, { headers: { authorization: 'Bearer not-the-token' } })
    expect([response.status, response.headers.get('www-authenticate')]).toEqual([401, 'Bearer'])
  })

  it('moves by exactly what a small known load did, and reports the rest', async () => {
    const before = await scrape()
    const pages = ['/', '/dokan/pricing/', '/blog/']
    const answers = []
    for (const page of pages) answers.push(await get(page))
    for (const page of pages) answers.push(await get(page))
    answers.push(await get('/no-such-page-for-metrics/'))
    answers.push(await get('/favicon.svg'))
    expect(answers).toEqual([
      ...pages.map(() => ({ status: 200, cache: 'miss' })),
      ...pages.map(() => ({ status: 200, cache: 'hit' })),
      { status: 404, cache: 'miss' },
      { status: 200, cache: null },
    ])
    const post = await fetch(`${site.url}/api/forms/newsletter`, {
      method: 'POST',
      headers: { origin: site.url, 'content-type': 'application/json' },
      body: JSON.stringify({ submissionId: randomUUID(), email: `metrics-${randomUUID().slice(0, 8)}@example.com`, tag: 'dokan' }),
    })
    expect(post.status).toBe(200)

    // The load's 9 answers and the first scrape's (each counted once written).
    const delta = (after: Scrape, name: string, labels?: Record<string, string>) => after.sum(name, labels) - before.sum(name, labels)
    const after = await until(scrape, (now) => delta(now, 'site_http_requests_total') >= 10)
    const requests = (route: string, status: number) => delta(after, 'site_http_requests_total', { route, status: String(status) })
    expect({
      total: delta(after, 'site_http_requests_total'),
      pages: requests('page', 200),
      notFound: requests('page', 404),
      asset: requests('asset', 200),
      api: requests('api', 200),
      metrics: requests('metrics', 200),
    }).toEqual({ total: 10, pages: 6, notFound: 1, asset: 1, api: 1, metrics: 1 })
    expect(delta(after, 'site_http_request_duration_seconds_count', { route: 'page' })).toBe(7)
    expect(delta(after, 'site_http_request_duration_seconds_bucket', { route: 'page', le: '10' })).toBe(7)
    // The page cache: a miss, then a hit, for each page; the 404 is rendered, never kept.
    expect({
      miss: delta(after, 'site_page_cache_answers_total', { result: 'miss' }),
      hit: delta(after, 'site_page_cache_answers_total', { result: 'hit' }),
      shared: delta(after, 'site_page_cache_answers_total', { result: 'shared' }),
      renders: delta(after, 'site_page_render_seconds_count'),
    }).toEqual({ miss: 4, hit: 3, shared: 0, renders: 4 })
    expect(delta(after, 'site_outbox_deliveries_total', { kind: 'newsletter', outcome: 'delivered' })).toBe(1)
    expect(delta(after, 'site_outbox_deliveries_total')).toBe(1)

    // The rest: there, with sane values.
    for (const name of SITE_METRICS) expect(after.types.has(name), name).toBe(true)
    expect(after.sum('site_content_source_request_duration_seconds_count')).toBeGreaterThan(0)
    expect(after.sum('site_content_source_request_duration_seconds_sum')).toBeGreaterThan(0)
    expect(after.sum('site_content_source_errors_total')).toBe(0)
    expect(after.value('site_content_source_failing')).toBe(0)
    expect(after.value('site_outbox_pending')).toBe(0)
    expect(after.value('site_outbox_oldest_pending_age_seconds')).toBe(0)
    expect(after.value('site_redis_up')).toBe(1)
    expect(after.value('site_postgres_up')).toBe(1)
    expect(after.value('process_resident_memory_bytes')).toBeGreaterThan(20 * 1024 * 1024)
    expect(after.value('nodejs_heap_size_used_bytes')).toBeGreaterThan(0)
  })

  it('counts a change notice’s CDN purge from queued to delivered', async () => {
    const before = await scrape()
    const body = JSON.stringify({ changes: [{ kind: 'item', type: 'pages', id: 1, slugs: ['metrics-test'] }] })
    const notice = await fetch(`${site.url}/api/content-changed`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signRequest(PURGE_SECRET, body) },
      body,
    })
    expect(notice.status).toBe(200)
    const purges = (scrape: Scrape, outcome: string) =>
      scrape.sum('site_purge_webhook_total', { outcome }) - before.sum('site_purge_webhook_total', { outcome })
    const after = await until(scrape, (now) => purges(now, 'delivered') >= 1)
    expect([purges(after, 'queued'), purges(after, 'delivered'), purges(after, 'retry'), purges(after, 'given-up')]).toEqual([1, 1, 0, 0])
    const deliveries = (scrape: Scrape) => scrape.sum('site_outbox_deliveries_total', { kind: 'cdn-purge', outcome: 'delivered' })
    expect(deliveries(after) - deliveries(before)).toBe(1)
  })

  it('still answers with PostgreSQL down, saying so, and says when it is back', async () => {
    await postgres.pause()
    try {
      const down = await until(scrape, (now) => now.value('site_postgres_up') === 0)
      // What it can read: this instance's own outbox, where submissions wait meanwhile.
      expect(down.value('site_outbox_pending')).toBe(0)
      expect(down.value('site_redis_up')).toBe(1)
    } finally {
      await postgres.resume()
    }
    await until(scrape, (now) => now.value('site_postgres_up') === 1, 20_000)
  }, 60_000)
})
