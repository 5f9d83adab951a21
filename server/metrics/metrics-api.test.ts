import { describe, expect, it } from 'vitest'
import type { renderPage } from 'vike/server'
import { createApp } from '../app.ts'
import { createSiteMetrics } from './site-metrics.ts'
import { testConfig } from '../../tests/support/site-config.ts'
import { parsePrometheusText } from '../../tests/support/prometheus-text.ts'

const TOKEN = 'scrape-me-0123456789'

/** vike, as far as these tests need it: `/about/` is a page, anything else is not found. */
const render = (async ({ urlOriginal }: { urlOriginal: string }) => {
  const found = new URL(urlOriginal).pathname === '/about/'
  return {
    httpResponse: { statusCode: found ? 200 : 404, headers: [['Content-Type', 'text/html;charset=utf-8']], body: found ? '<p>About</p>' : '<p>Not found</p>' },
  }
}) as unknown as typeof renderPage

const appWith = (env: Record<string, string>) => {
  const metrics = createSiteMetrics()
  return { app: createApp({ config: testConfig(env), render, metrics }), metrics }
}

describe('GET /metrics', () => {
  it('without METRICS_TOKEN answers 404, whatever the request carries', async () => {
    const { app } = appWith({})
    for (const headers of [{}, { authorization: `Bearer ${TOKEN}` }] as Record<string, string>[]) {
      const response = await app.request('/metrics', { headers })
      expect([response.status, response.headers.get('www-authenticate')]).toEqual([404, null])
      expect(await response.text()).not.toContain('site_http')
    }
  })

  it('refuses a request without the token, or with another, with 401 and WWW-Authenticate: Bearer', async () => {
    const { app } = appWith({ METRICS_TOKEN: TOKEN })
    for (const authorization of [undefined, 'Bearer wrong', `Bearer ${TOKEN}x`, `Basic ${Buffer.from(`x:${TOKEN}`).toString('base64')}`, TOKEN, 'Bearer']) {
      const response = await app.request('/metrics', { headers: authorization === undefined ? {} : { authorization } })
      expect([response.status, response.headers.get('www-authenticate'), response.headers.get('cache-control')], String(authorization)).toEqual([
        401,
        'Bearer',
        'no-store',
      ])
      expect(await response.text()).not.toContain('site_')
    }
  })

  it('serves the Prometheus text with the token, never cached, and is no page', async () => {
    const { app } = appWith({ METRICS_TOKEN: TOKEN })
    for (const authorization of [`Bearer ${TOKEN}`, `bearer ${TOKEN}`]) {
      const response = await app.request('/metrics', { headers: { authorization } })
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toBe('text/plain; version=0.0.4; charset=utf-8')
      expect(response.headers.get('cache-control')).toBe('no-store')
      expect(response.headers.get('x-page-cache')).toBeNull()
      const scrape = parsePrometheusText(await response.text())
      expect(scrape.types.get('site_http_requests_total')).toBe('counter')
      expect(scrape.value('process_resident_memory_bytes')).toBeGreaterThan(0)
      // Neither a page cache answer nor a render.
      expect(scrape.sum('site_page_cache_answers_total')).toBe(0)
      expect(scrape.value('site_page_render_seconds_count')).toBe(0)
    }
  })
})
