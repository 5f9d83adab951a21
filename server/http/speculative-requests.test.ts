import { createServer, type IncomingMessage } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { renderPage } from 'vike/server'
import { createApp } from '../app.ts'
import { isSpeculative } from './speculative-requests.ts'
import { testConfig } from '../../tests/support/site-config.ts'
import { listening } from '../../tests/support/ports.ts'

const htmlPage = (async () => ({
  httpResponse: {
    statusCode: 200,
    headers: [['Content-Type', 'text/html;charset=utf-8']],
    body: '<!DOCTYPE html><html><body><a href="/about/">About</a></body></html>',
  },
})) as unknown as typeof renderPage

/** A stand-in for the affiliate API: records every call. */
const calls: string[] = []
const affiliateApi = createServer((req: IncomingMessage, res) => {
  calls.push(`${req.method} ${req.url}`)
  res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ id: 1, visit_id: 77 }))
})
let app: ReturnType<typeof createApp>

beforeAll(async () => {
  const { port } = await listening(affiliateApi)
  app = createApp({
    config: testConfig({ AFFILIATE_API_URL: `http://127.0.0.1:${port}`, AFFILIATE_API_USERNAME: 'u', AFFILIATE_API_PASSWORD: 'p' }),
    render: htmlPage,
  })
})
afterAll(() => new Promise((resolve) => affiliateApi.close(resolve)))

const PRERENDER = { 'sec-purpose': 'prefetch;prerender' }
const visit = (headers: Record<string, string> = {}) =>
  app.request('http://site.test/api/affiliate-visits', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ ref: '42', url: 'http://site.test/dokan/?ref=42' }),
  })

describe('requests made ahead of the visitor (Sec-Purpose)', () => {
  it("tells prefetch and prerender requests from a visitor's", () => {
    expect(['prefetch', 'prefetch;prerender', 'Prefetch; prerender'].map(isSpeculative)).toEqual([true, true, true])
    expect([undefined, '', 'prerender', 'anything prefetch'].map(isSpeculative)).toEqual([false, false, false, false])
  })

  it("a prerendered page, even with a referral, is answered exactly as a visitor's: no cookie, no call out", async () => {
    const [visitor, ahead] = await Promise.all([
      app.request('http://site.test/dokan/?ref=42'),
      app.request('http://site.test/dokan/?ref=42', { headers: PRERENDER }),
    ])
    expect(ahead.status).toBe(200)
    expect(await ahead.text()).toBe(await visitor.text())
    expect(ahead.headers.get('set-cookie')).toBeNull()
    expect(calls).toEqual([])
  })

  it('records nothing asked for by a page not yet shown: the affiliate visit waits for a visitor', async () => {
    for (const headers of [PRERENDER, { 'sec-purpose': 'prefetch' }]) {
      const refused = await visit(headers)
      expect(refused.status).toBe(425)
      expect(refused.headers.get('cache-control')).toBe('no-store')
    }
    expect(calls).toEqual([])
    // The same request from a page the visitor sees is recorded.
    const recorded = await visit()
    expect([recorded.status, await recorded.json()]).toEqual([200, { visit_id: 77 }])
    expect(calls).toEqual(['POST /visits/'])
  })
})
