import { createServer, type Server } from 'node:http'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { renderPage } from 'vike/server'
import { purgeDelivery } from './purge-webhook.ts'
import { createFormService } from './forms/form-service.ts'
import type { Outbox } from './forms/outbox.ts'
import { freshPostgresDatabase, openPostgres, outboxStores } from '../tests/support/outbox-stores.ts'
import { cdnTagHeaders, cdnTags, CDN_TAG_HEADER_MAX } from './page-cache/cdn-tags.ts'
import { createApp } from './app.ts'
import { SIGNATURE_HEADER, signRequest } from './authoring/signatures.ts'
import { testConfig } from '../tests/support/site-config.ts'
import { listening } from '../tests/support/ports.ts'

/** A stand-in for the operator's purge function on loopback: records each call, answers as scripted. */
async function stub(answers: number[]) {
  const calls: { tags: string[]; authorization: string | undefined }[] = []
  const server: Server = createServer((req, res) => {
    let body = ''
    req.on('data', (chunk) => (body += chunk))
    req.on('end', () => {
      calls.push({ ...(JSON.parse(body) as { tags: string[] }), authorization: req.headers.authorization })
      res.writeHead(answers.shift() ?? 200).end()
    })
  })
  const { origin } = await listening(server)
  return { url: `${origin}/purge`, calls, close: () => new Promise((resolve) => server.close(resolve)) }
}

afterEach(() => vi.restoreAllMocks())

/** A form service on `outbox` sending purges to `url`, on the clock `now`. */
function purgingService(outbox: Outbox, url: string, options: { now?: () => number; token?: string; tries?: number } = {}) {
  return createFormService({
    outbox,
    config: { formsApiUrl: null, formsApiToken: null, mailingListSubscribeUrl: null, demoRedirectHosts: [] },
    now: options.now,
    purges: purgeDelivery({ url, token: options.token, tries: options.tries, retryBaseMs: 1_000 }),
  })
}

const stores = outboxStores()

describe('the purge webhook', () => {
  it('is told the tags of every change notice the site takes, and their broader forms, with the token', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => {})
    const target = await stub([])
    const render = (async () => ({
      httpResponse: { statusCode: 200, headers: [['content-type', 'text/html']], body: '<html></html>' },
    })) as unknown as typeof renderPage
    const forms = purgingService(await stores[0]!.open(), target.url, { token: 'secret-token' })
    const app = createApp({ config: testConfig({ PURGE_SECRET: 'purge-secret' }), render, forms })
    const body = JSON.stringify({ changes: [{ kind: 'item', type: 'pages', id: 12, slugs: ['pricing'] }] })
    const answer = await app.request('/api/content-changed', {
      method: 'POST',
      headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signRequest('purge-secret', body) },
      body,
    })
    expect(answer.status).toBe(200)
    await vi.waitFor(() => expect(target.calls).toHaveLength(1))
    expect(target.calls[0]!.authorization).toBe('Bearer secret-token')
    expect(target.calls[0]!.tags).toEqual(expect.arrayContaining(['item:12', 'slug:pages:pricing', 'items', 'slug:pages']))
    await target.close()
  })

  it('is retried from the outbox, doubling, until it is taken, and given up after its tries with a log line', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const log = vi.spyOn(console, 'log').mockImplementation(() => {})
    let t = 1_000_000
    const flaky = await stub([500, 503])
    const outbox = await stores[0]!.open()
    const forms = purgingService(outbox, flaky.url, { now: () => t })
    await forms.queuePurge(['settings:en'])
    await vi.waitFor(() => expect(flaky.calls).toHaveLength(1))
    await vi.waitFor(async () => expect((await outbox.counts()).pending).toBe(1))
    // Not due before its delay (1 s, then 2 s).
    expect(await forms.deliverDue()).toBe(0)
    t += 1_000
    expect(await forms.deliverDue()).toBe(0)
    t += 1_999
    expect(await forms.deliverDue()).toBe(0)
    t += 1
    expect(await forms.deliverDue()).toBe(1)
    expect(flaky.calls).toHaveLength(3)
    expect(log).toHaveBeenCalledWith(expect.stringContaining('the CDN purge of 1 tags'))
    await flaky.close()

    const down = await stub([500, 500, 500, 500])
    const given = purgingService(outbox, down.url, { now: () => t, tries: 3 })
    await given.queuePurge(['settings:fr'])
    await vi.waitFor(() => expect(down.calls).toHaveLength(1))
    for (let i = 0; i < 3; i++) {
      t += 10_000
      await given.deliverDue()
    }
    expect(down.calls).toHaveLength(3)
    expect(error).toHaveBeenCalledWith(expect.stringContaining('given up after 3 tries'))
    expect((await outbox.counts()).rejected).toBe(1)
    await down.close()
  })

  it('left by an instance that died, is sent by another that shares the outbox (PostgreSQL)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    vi.spyOn(console, 'log').mockImplementation(() => {})
    let t = 1_000_000
    const target = await stub([503])
    const url = await freshPostgresDatabase()
    const one = openPostgres(url)
    await purgingService(one, target.url, { now: () => t }).queuePurge(['item:7'])
    await vi.waitFor(() => expect(target.calls).toHaveLength(1))
    await vi.waitFor(async () => expect((await one.counts()).pending).toBe(1))
    await one.close() // the instance is gone; its retry with it
    const two = purgingService(openPostgres(url), target.url, { now: () => t })
    t += 1_000
    expect(await two.deliverDue()).toBe(1)
    expect(target.calls.map((call) => call.tags)).toEqual([['item:7'], ['item:7']])
    await target.close()
  })
})

describe('CDN purge tags', () => {
  it('name a page’s content in Surrogate-Key and Cache-Tag, with the whole site', () => {
    expect(cdnTagHeaders(['list:posts', 'item:3'])).toEqual([
      ['Surrogate-Key', 'item:3 list:posts site'],
      ['Cache-Tag', 'item:3,list:posts,site'],
    ])
  })

  it('fall back to broader tags when a page’s own do not fit', () => {
    const many = Array.from({ length: 2_000 }, (_, i) => `item:${100_000 + i}`)
    const tags = cdnTags([...many, 'list:posts', 'slug:pages:pricing'])
    expect(tags).toEqual(['items', 'list:posts', 'site', 'slug:pages'])
    for (const [, value] of cdnTagHeaders(many)) expect(value.length).toBeLessThanOrEqual(CDN_TAG_HEADER_MAX)
  })
})
