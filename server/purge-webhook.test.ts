import { createServer, type Server } from 'node:http'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { renderPage } from 'vike/server'
import { createPurgeWebhook } from './purge-webhook.ts'
import { cdnTagHeaders, cdnTags, CDN_TAG_HEADER_MAX } from './cdn-tags.ts'
import { createApp } from './app.ts'
import { SIGNATURE_HEADER, signRequest } from './authoring/signatures.ts'

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
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  return { url: `http://127.0.0.1:${port}/purge`, calls, close: () => new Promise((resolve) => server.close(resolve)) }
}

afterEach(() => vi.restoreAllMocks())

describe('the purge webhook', () => {
  it('posts a change’s tags and their broader forms, with the token', async () => {
    const target = await stub([])
    const webhook = createPurgeWebhook({ url: target.url, token: 'secret-token' })
    webhook.purge(['item:12', 'list:pages', 'slug:pages:pricing'])
    await vi.waitFor(() => expect(target.calls).toHaveLength(1))
    expect(target.calls[0]).toEqual({ tags: ['item:12', 'list:pages', 'slug:pages:pricing', 'items', 'slug:pages'], authorization: 'Bearer secret-token' })
    await target.close()
  })

  it('is retried, doubling, until it is taken, and gives up after its tries with a log line', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const log = vi.spyOn(console, 'log').mockImplementation(() => {})
    const flaky = await stub([500, 503])
    createPurgeWebhook({ url: flaky.url, retryBaseMs: 10 }).purge(['settings:en'])
    // The stub counts the third call when it arrives; the webhook logs once it has read the answer.
    await vi.waitFor(() => expect(log.mock.calls.some(([line]) => String(line).includes('took 1 tags on try 3'))).toBe(true))
    expect(flaky.calls).toHaveLength(3)
    await flaky.close()
    const down = await stub([500, 500, 500, 500])
    const error = vi.mocked(console.error)
    createPurgeWebhook({ url: down.url, retryBaseMs: 10, tries: 3 }).purge(['settings:en'])
    await vi.waitFor(() => expect(error.mock.calls.some(([line]) => String(line).includes('after 3 tries'))).toBe(true))
    expect(down.calls).toHaveLength(3)
    await down.close()
  })

  it('is told the tags of every change notice the site takes', async () => {
    const target = await stub([])
    const render = (async () => ({
      httpResponse: { statusCode: 200, headers: [['content-type', 'text/html']], body: '<html></html>' },
    })) as unknown as typeof renderPage
    const app = createApp({ render, purgeSecret: 'purge-secret', purgeWebhook: { url: target.url } })
    const body = JSON.stringify({ changes: [{ kind: 'comments', post: 90111 }] })
    const answer = await app.request('/api/content-changed', {
      method: 'POST',
      headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signRequest('purge-secret', body) },
      body,
    })
    expect(answer.status).toBe(200)
    await vi.waitFor(() => expect(target.calls.map((call) => call.tags)).toEqual([['comments:90111', 'renders', 'comments']]))
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
