import http from 'node:http'
import { randomUUID } from 'node:crypto'
import { connect } from 'node:net'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { renderPage } from 'vike/server'
import { createApp } from '../app.ts'
import { answerClientErrors, createNodeHandler } from '../node-handler.ts'
import { createFormService } from '../forms/form-service.ts'
import { openSqliteOutbox } from '../forms/sqlite-outbox.ts'
import type { DeliveryOutcome } from '../forms/deliver.ts'
import type { FormKind } from '../../content-schemas/forms.ts'
import { createSiteMetrics, type SiteMetrics } from './site-metrics.ts'
import { testConfig } from '../../tests/support/site-config.ts'
import { parsePrometheusText } from '../../tests/support/prometheus-text.ts'
import { listening } from '../../tests/support/ports.ts'

const scrape = async (metrics: SiteMetrics) => parsePrometheusText((await metrics.scrape()).text)

/** vike, as far as these tests need it: `/about/` is a page, anything else is not found. */
const render = (async ({ urlOriginal }: { urlOriginal: string }) => {
  const found = new URL(urlOriginal).pathname === '/about/'
  return {
    httpResponse: { statusCode: found ? 200 : 404, headers: [['Content-Type', 'text/html;charset=utf-8']], body: found ? '<p>About</p>' : '<p>Not found</p>' },
  }
}) as unknown as typeof renderPage

describe('the site metrics, through the node handler and the app', () => {
  const metrics = createSiteMetrics({ processMetrics: false })
  let server: http.Server
  let base: string
  beforeAll(async () => {
    // Pages are kept, so that a second request is answered from memory by the node handler.
    const app = createApp({ config: testConfig({ PAGE_CACHE_SECONDS: '3600', METRICS_TOKEN: 'x' }), render, metrics })
    const handle = createNodeHandler(app.fetch, { hosts: ['site.test'], fromMemory: app.pageFromMemory, metrics })
    server = http.createServer((req, res) => void handle(req, res))
    answerClientErrors(server, metrics)
    base = (await listening(server)).origin
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  const raw = (request: string) =>
    new Promise<string>((resolve, reject) => {
      const socket = connect(Number(new URL(base).port), '127.0.0.1', () => socket.end(request))
      let answer = ''
      socket.on('data', (chunk: Buffer) => (answer += chunk.toString()))
      socket.on('end', () => resolve(answer))
      socket.on('error', reject)
    })

  it('counts every answer by route kind and status, times it, and counts the page cache’s answers and renders', async () => {
    const statuses = []
    for (const path of ['/about/', '/about/', '/nothing/', '/about', '/healthz']) {
      const response = await fetch(`${base}${path}`, { redirect: 'manual' })
      await response.arrayBuffer()
      statuses.push([response.status, response.headers.get('x-page-cache')])
    }
    expect(statuses).toEqual([
      [200, 'miss'],
      [200, 'hit'],
      [404, 'miss'],
      [301, null],
      [200, null],
    ])
    expect(await raw('GET /%zz HTTP/1.1\r\nHost: site.test\r\nConnection: close\r\n\r\n')).toMatch(/^HTTP\/1.1 400/)
    expect(await raw('BREW / HTTP/1.1\r\nHost: site.test\r\n\r\n')).toMatch(/^HTTP\/1.1 400/)

    await vi.waitFor(async () => expect((await scrape(metrics)).sum('site_http_requests_total')).toBe(7))
    const figures = await scrape(metrics)
    const requests = (route: string, status: number) => figures.value('site_http_requests_total', { route, status: String(status) })
    expect([requests('page', 200), requests('page', 404), requests('page', 301), requests('health', 200), requests('invalid', 400)]).toEqual([2, 1, 1, 1, 2])
    // Node's own refusal is counted, not timed: when its request began is not known.
    expect(figures.value('site_http_request_duration_seconds_count', { route: 'page' })).toBe(4)
    expect(figures.value('site_http_request_duration_seconds_count', { route: 'invalid' })).toBe(1)
    expect(figures.value('site_http_request_duration_seconds_bucket', { route: 'page', le: '+Inf' })).toBe(4)
    expect(figures.value('site_page_cache_answers_total', { result: 'miss' })).toBe(2)
    expect(figures.value('site_page_cache_answers_total', { result: 'hit' })).toBe(1)
    expect(figures.value('site_page_cache_answers_total', { result: 'shared' })).toBe(0)
    expect(figures.value('site_page_render_seconds_count')).toBe(2)
  })

  it('reports the content source: calls (the readiness probe is one), errors by kind, and whether it is failing', async () => {
    const before = await scrape(metrics)
    expect((await fetch(`${base}/readyz`)).status).toBe(200)
    const after = await scrape(metrics)
    expect(after.sum('site_content_source_request_duration_seconds_count') - before.sum('site_content_source_request_duration_seconds_count')).toBe(1)
    expect(after.sum('site_content_source_errors_total')).toBe(0)
    expect(after.value('site_content_source_errors_total', { kind: 'timeout' })).toBe(0)
    expect(after.value('site_content_source_failing')).toBe(0)
  })
})

describe('the site metrics of the outbox and its deliveries', () => {
  const config = { formsApiUrl: 'https://forms.test', formsApiToken: null, mailingListSubscribeUrl: null, demoRedirectHosts: [] }

  it('counts each delivery attempt by kind and outcome, and each CDN purge from queued to given up', async () => {
    const metrics = createSiteMetrics({ processMetrics: false })
    const clock = { now: 1_000_000 }
    const answers: Partial<Record<FormKind, DeliveryOutcome>> = {
      newsletter: { outcome: 'delivered', response: { success: true } },
      'demo-a': { outcome: 'retry', error: 'answered 503' },
      webinar: { outcome: 'rejected', error: 'answered 422' },
    }
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const forms = createFormService({
      outbox: openSqliteOutbox(':memory:'),
      config,
      now: () => clock.now,
      deliver: async (kind) => answers[kind]!,
      purges: { send: async () => ({ outcome: 'retry', error: 'answered 502' }), tries: 2, retryBaseMs: 1_000 },
      metrics,
    })
    for (const kind of ['newsletter', 'demo-a', 'webinar'] as const) await forms.submit(kind, { submissionId: randomUUID() } as never)
    await forms.queuePurge(['site'])
    await vi.waitFor(async () => expect((await scrape(metrics)).value('site_purge_webhook_total', { outcome: 'retry' })).toBe(1))
    clock.now += 60_000
    await forms.deliverDue()
    const figures = await scrape(metrics)
    const deliveries = (kind: string, outcome: string) => figures.value('site_outbox_deliveries_total', { kind, outcome })
    // The demo request was tried again in the round (due 30 s after its first try), the purge a last time.
    expect([deliveries('newsletter', 'delivered'), deliveries('demo-a', 'retry'), deliveries('webinar', 'rejected')]).toEqual([1, 2, 1])
    expect([deliveries('cdn-purge', 'retry'), deliveries('cdn-purge', 'rejected'), deliveries('demo-b', 'delivered')]).toEqual([1, 1, 0])
    const purges = (outcome: string) => figures.value('site_purge_webhook_total', { outcome })
    expect([purges('queued'), purges('retry'), purges('given-up'), purges('delivered')]).toEqual([1, 1, 1, 0])
  })

  it('reads the outbox at scrape time, and reports what it cannot read as NaN rather than failing the scrape', async () => {
    const metrics = createSiteMetrics({ processMetrics: false, now: () => 100_000 })
    let pending: Promise<number> = Promise.resolve(3)
    metrics.watchOutbox({ pendingCount: () => pending, oldestPendingAt: async () => 70_000 })
    let figures = await scrape(metrics)
    expect([figures.value('site_outbox_pending'), figures.value('site_outbox_oldest_pending_age_seconds')]).toEqual([3, 30])
    // Without a shared store there is no PostgreSQL to report.
    expect(figures.types.has('site_postgres_up')).toBe(false)
    pending = Promise.reject(new Error('the outbox cannot be read'))
    figures = await scrape(metrics)
    expect(figures.value('site_outbox_pending')).toBeNaN()
    expect(figures.value('site_outbox_oldest_pending_age_seconds')).toBe(30)
  })

  it('reports PostgreSQL and Redis only when they are configured, 1 while they answer', async () => {
    const none = await scrape(createSiteMetrics({ processMetrics: false }))
    for (const name of ['site_redis_up', 'site_postgres_up', 'site_outbox_pending']) expect(none.types.has(name), name).toBe(false)

    const metrics = createSiteMetrics({ processMetrics: false })
    let up = true
    metrics.watchOutbox({
      pendingCount: async () => 0,
      oldestPendingAt: () => Promise.reject(new Error('PostgreSQL is down')),
      sharedStoreUp: () => up,
    })
    metrics.watchRedis(() => up)
    let figures = await scrape(metrics)
    expect([figures.value('site_postgres_up'), figures.value('site_redis_up'), figures.value('site_outbox_oldest_pending_age_seconds')]).toEqual([1, 1, NaN])
    up = false
    figures = await scrape(metrics)
    expect([figures.value('site_postgres_up'), figures.value('site_redis_up')]).toEqual([0, 0])
  })
})
