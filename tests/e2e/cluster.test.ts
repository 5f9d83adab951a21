import http from 'node:http'
import { randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSite, type SiteServer } from '../support/site-server.ts'
import { startHaproxy, startPostgres, startRedis, type Haproxy, type PostgresServer, type RedisServer } from '../support/services.ts'
import { startCountingUpstream, type CountingUpstream } from '../support/counting-upstream.ts'
import { startStubFormsService, type StubFormsService } from '../support/stub-forms-service.ts'
import { SIGNATURE_HEADER, signRequest } from '../../server/authoring/signatures.ts'

/**
 * Two instances of the production server behind haproxy, sharing a Redis (pages, content, render
 * locks, purges) and a PostgreSQL (the form outbox), all real processes on loopback. The content
 * source is WordPress-shaped over HTTP, so a test can change what it answers, as an edit would.
 */
const HOST = 'site.test'
const PURGE_SECRET = 'cluster-test-purge-secret'
let redis: RedisServer
let postgres: PostgresServer
let upstream: CountingUpstream
let haproxy: Haproxy
const sites: SiteServer[] = []
let formsService: StubFormsService

const agent = new http.Agent({ keepAlive: true, maxSockets: 64 })

/** A request to `base` as a visitor of the site's public host (fetch cannot set Host). */
function request(base: string, path: string, options: { method?: string; headers?: Record<string, string>; body?: string } = {}) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
    const req = http.request(`${base}${path}`, { agent, method: options.method ?? 'GET', headers: { host: HOST, ...options.headers } }, (response) => {
      let body = ''
      response.setEncoding('utf8')
      response.on('data', (chunk: string) => (body += chunk))
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }))
      response.on('error', reject)
    })
    req.on('error', reject)
    req.end(options.body)
  })
}

/** GET `path` from `base`: its status, where it came from (X-Page-Cache), its ETag and its HTML. */
async function get(base: string, path: string) {
  const response = await request(base, path)
  return { status: response.status, cache: response.headers['x-page-cache'], etag: response.headers.etag, body: response.body }
}

async function postSubscription(base: string, email: string) {
  const body = JSON.stringify({ submissionId: randomUUID(), email, tag: 'dokan' })
  const response = await request(base, '/api/forms/newsletter', {
    method: 'POST',
    headers: { origin: `http://${HOST}`, 'content-type': 'application/json' },
    body,
  })
  if (response.status >= 300) console.log(`a form post answered ${response.status}: ${response.body.slice(0, 300)}`)
  return response.status
}

/** GETs over `paths` from `workers` loops through haproxy until `until()` is true; every status counted. */
async function load(paths: string[], workers: number, until: () => boolean) {
  const statuses = new Map<number | string, number>()
  let next = 0
  await Promise.all(
    Array.from({ length: workers }, async () => {
      while (!until()) {
        const path = paths[next++ % paths.length]!
        const status = await request(haproxy.url, path)
          .then((response) => response.status)
          .catch((error: unknown) => (error instanceof Error ? error.message : String(error)))
        statuses.set(status, (statuses.get(status) ?? 0) + 1)
      }
    }),
  )
  return statuses
}

const PATHS = ['/', '/dokan/pricing/', '/es/dokan/pricing/', '/blog/', '/docs/', '/about/', '/support/forum/', '/fr/']

/** Each instance keeps its own outbox file (FORMS_DB), for while PostgreSQL is down. */
const ownOutboxes = mkdtempSync(path.join(tmpdir(), 'cluster-outboxes-'))

async function startInstance(env: Record<string, string>) {
  const site = await startSite({ FORMS_DB: path.join(ownOutboxes, `${randomUUID()}.sqlite`), ...env })
  sites.push(site)
  return site
}

beforeAll(async () => {
  formsService = await startStubFormsService()
  ;[redis, postgres, upstream] = await Promise.all([startRedis(), startPostgres(), startCountingUpstream(0)])
  const env = {
    REDIS_URL: redis.url,
    DATABASE_URL: postgres.url,
    CMS_URL: upstream.url,
    PURGE_SECRET,
    SITE_HOSTS: HOST,
    FORMS_API_URL: formsService.url,
    FORMS_RETRY_BASE_MS: '200',
    FORMS_CLAIM_MS: '2000',
    FORMS_POSTS_PER_MINUTE: '100000',
  }
  await Promise.all([startInstance(env), startInstance(env)])
  haproxy = await startHaproxy(sites.map((site) => site.url))
}, 120_000)

afterAll(async () => {
  await Promise.all(sites.map((site) => site.stop()))
  await haproxy?.stop()
  await Promise.all([redis?.stop(), postgres?.stop(), upstream?.close()])
  agent.destroy()
  await formsService?.close()
  rmSync(ownOutboxes, { recursive: true, force: true })
})

/** The outbox's rows in PostgreSQL. */
async function outboxRows() {
  const client = new pg.Client({ connectionString: postgres.url })
  await client.connect()
  try {
    return (await client.query<{ payload: { email: string }; status: string; submission_id: string }>('SELECT payload, status, submission_id FROM form_outbox'))
      .rows
  } finally {
    await client.end()
  }
}

describe('two instances behind haproxy', () => {
  it('a page rendered by one is served by the other without a second render', async () => {
    const [one, two] = sites as [SiteServer, SiteServer]
    const first = await get(one.url, '/dokan/features/')
    expect([first.status, first.cache]).toEqual([200, 'miss'])
    const requests = upstream.requests.length
    const second = await get(two.url, '/dokan/features/')
    expect([second.status, second.cache, second.etag]).toEqual([200, 'shared', first.etag])
    expect(second.body).toBe(first.body)
    // Not rendered there: no content was asked for.
    expect(upstream.requests.length).toBe(requests)
    expect((await get(two.url, '/dokan/features/')).cache).toBe('hit')
  })

  it('concurrent first requests on both instances render once', async () => {
    const [one, two] = sites as [SiteServer, SiteServer]
    const answers = await Promise.all(
      Array.from({ length: 20 }, async (_, i) => ({ instance: i % 2, ...(await get(i % 2 ? one.url : two.url, '/about/team/')) })),
    )
    // Requests to one instance share its render ('miss' for each); the other instance's are 'shared'.
    expect(new Set(answers.filter((answer) => answer.cache === 'miss').map((answer) => answer.instance)).size).toBe(1)
    expect(answers.filter((answer) => answer.cache === 'shared')).toHaveLength(10)
    expect(new Set(answers.map((answer) => answer.etag)).size).toBe(1)
  })

  it('a change notice sent to one makes both serve the new content within 2 s', async () => {
    const [one, two] = sites as [SiteServer, SiteServer]
    for (const site of sites) expect((await get(site.url, '/dokan/pricing/')).body).toContain('Simple pricing for every stage')
    const pages = (await (await fetch(`${upstream.url}/wp/v2/pages?slug=pricing&per_page=100`)).json()) as { id: number; link: string; lang: string }[]
    const pricing = pages.find((page) => page.lang === 'en' && new URL(page.link).pathname === '/dokan/pricing/')!
    upstream.setRewrite((text) => text.replaceAll('Simple pricing for every stage', 'Fair pricing for every stage'))
    try {
      const body = JSON.stringify({ changes: [{ kind: 'item', type: 'pages', id: pricing.id, slugs: ['pricing'] }] })
      const saved = Date.now()
      const notice = await fetch(`${one.url}/api/content-changed`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signRequest(PURGE_SECRET, body) },
        body,
      })
      expect(notice.status).toBe(200)
      const live = await Promise.all(
        [one, two].map(async (site) => {
          for (;;) {
            const page = await get(site.url, '/dokan/pricing/')
            if (page.body.includes('Fair pricing for every stage')) return Date.now() - saved
            if (Date.now() - saved > 5_000) return Infinity
            await new Promise((resolve) => setTimeout(resolve, 20))
          }
        }),
      )
      console.log(`save to live on each instance: ${live.map((ms) => `${ms} ms`).join(', ')}`)
      for (const ms of live) expect(ms).toBeLessThanOrEqual(2_000)
      // Pages the change did not touch are still kept.
      expect((await get(two.url, '/dokan/features/')).cache).toBe('hit')
    } finally {
      upstream.setRewrite(null)
    }
  })

  it('stopping Redis mid-run gives no 5xx; the instances say so, stay ready, and share again once it is back', async () => {
    let stop = false
    const running = load(PATHS, 16, () => stop)
    await new Promise((resolve) => setTimeout(resolve, 500))
    await redis.stop()
    // Pages not kept by either instance yet, rendered with Redis away.
    const fresh = await Promise.all(['/contact/', '/es/contact/', '/fr/contact/'].map((path) => get(haproxy.url, path)))
    expect(fresh.map((page) => page.status)).toEqual([200, 200, 200])
    const ready = await fetch(`${sites[0]!.url}/readyz`)
    expect(ready.status).toBe(200)
    expect(((await ready.json()) as { degraded: string | null }).degraded).toMatch(/shared cache is unreachable/)
    await new Promise((resolve) => setTimeout(resolve, 1_000))
    await redis.start()
    await new Promise((resolve) => setTimeout(resolve, 500))
    stop = true
    const statuses = await running
    console.log(`through haproxy while Redis went away and came back: ${[...statuses].map(([status, n]) => `${status} × ${n}`).join(', ')}`)
    expect([...statuses.keys()]).toEqual([200])
    for (const site of sites) {
      await expect
        .poll(async () => ((await (await fetch(`${site.url}/readyz`)).json()) as { degraded: string | null }).degraded, { timeout: 10_000 })
        .toBeNull()
      expect(site.logs().match(/is unreachable/g)).toHaveLength(1)
      expect(site.logs().match(/is reachable again/g)).toHaveLength(1)
    }
  })

  it('with PostgreSQL stopped, 20 newsletter and demo posts to each instance are answered as usual, and all 40 are in PostgreSQL once within 10 s of its return', async () => {
    const origin = { origin: `http://${HOST}`, 'content-type': 'application/json' }
    const posts = sites.flatMap((site, i) =>
      Array.from({ length: 20 }, (_, j) => {
        const email = `outage-${i}-${j}-${randomUUID().slice(0, 8)}@example.com`
        const submissionId = randomUUID()
        const [kind, body] =
          j % 2 ? ['demo-a', { submissionId, formId: 480150, firstName: 'Ana', lastName: 'Ruiz', email, agree: true }] : ['newsletter', { submissionId, email }]
        return { site, kind, submissionId, body: JSON.stringify(body) }
      }),
    )
    await postgres.pause()
    try {
      const answers = await Promise.all(
        posts.map(async (post) => (await request(post.site.url, `/api/forms/${post.kind}`, { method: 'POST', headers: origin, body: post.body })).status),
      )
      // As usual: a demo request delivered (200), a subscription delivered or kept for delivery (200, 202).
      expect(answers.filter((status, i) => (posts[i]!.kind === 'demo-a' ? status !== 200 : status !== 200 && status !== 202))).toEqual([])
      const ready = await fetch(`${sites[0]!.url}/readyz`)
      expect(ready.status).toBe(200)
      expect(((await ready.json()) as { degraded: string }).degraded).toMatch(/20 submissions .* kept in this instance's own outbox/)
    } finally {
      await postgres.resume()
    }
    const back = Date.now()
    await expect
      .poll(
        async () => {
          const rows = await outboxRows()
          return posts.filter((post) => rows.filter((row) => row.submission_id === post.submissionId).length === 1).length
        },
        { timeout: 10_000, interval: 100 },
      )
      .toBe(posts.length)
    console.log(`40 submissions taken while PostgreSQL was down were in it ${Date.now() - back} ms after its return`)
    for (const site of sites) {
      await expect.poll(async () => ((await (await fetch(`${site.url}/readyz`)).json()) as { degraded: string | null }).degraded, { timeout: 5_000 }).toBeNull()
    }
  })

  it('kill -9 of one instance during a load run loses no form submission, and no request haproxy could retry', async () => {
    const [one] = sites as [SiteServer, SiteServer]
    let stop = false
    const running = load(PATHS, 16, () => stop)
    const emails = Array.from({ length: 60 }, (_, i) => `lead-${i}-${randomUUID().slice(0, 8)}@example.com`)
    // Four visitors posting at once: when the instance dies, some of its posts are under way.
    const statuses: number[] = []
    let sent = 0
    await Promise.all(
      Array.from({ length: 4 }, async () => {
        while (sent < emails.length) {
          const email = emails[sent++]!
          if (sent === 21) void one.kill()
          statuses.push(await postSubscription(haproxy.url, email))
        }
      }),
    )
    stop = true
    const pages = await running
    console.log(
      `through haproxy while an instance was killed: ${[...pages].map(([status, n]) => `${status} × ${n}`).join(', ')}; form posts: ${statuses.filter((s) => s === 200 || s === 202).length} of ${statuses.length} taken`,
    )
    expect([...pages.keys()]).toEqual([200])
    // Taken: delivered now (200), or stored and being delivered by a retry round (202).
    expect(statuses.filter((status) => status !== 200 && status !== 202)).toEqual([])
    // Every lead reaches the forms service, the ones the dead instance held included (once its claim ran out).
    await expect
      .poll(
        async () => {
          const stored = await outboxRows()
          return emails.filter((email) =>
            stored.some((row) => row.payload.email === email && row.status === 'delivered' && formsService.deliveries.has(row.submission_id)),
          ).length
        },
        { timeout: 20_000, interval: 250 },
      )
      .toBe(emails.length)
  }, 60_000)
})
