import { createHash, timingSafeEqual } from 'node:crypto'
import { Hono } from 'hono'
import type { SiteMetrics } from './site-metrics.ts'

const sha256 = (text: string) => createHash('sha256').update(text).digest()

/** Whether an Authorization header carries `Bearer` and the token whose digest is `expected`, compared in constant time. */
function bearerMatches(header: string | undefined, expected: Buffer): boolean {
  const match = /^Bearer[ \t]+(\S+)[ \t]*$/i.exec(header ?? '')
  // Digests, so that the comparison takes as long whatever the length of what was sent.
  return match !== null && timingSafeEqual(sha256(match[1]!), expected)
}

/**
 * GET /metrics: every metric in the Prometheus text format, for a scraper that sends
 * `Authorization: Bearer METRICS_TOKEN` (401 with `WWW-Authenticate: Bearer` otherwise). Without a
 * token configured, a plain 404: nothing is counted, and nothing is served. Never cached.
 */
export function metricsApi({ token, metrics }: { token: string | null; metrics: Pick<SiteMetrics, 'scrape'> | undefined }) {
  const app = new Hono()
  const expected = token ? sha256(token) : null
  return app.get('/metrics', async (c) => {
    c.header('Cache-Control', 'no-store')
    if (!expected || !metrics) return c.text('404 Not Found\n', 404)
    if (!bearerMatches(c.req.header('authorization'), expected)) {
      c.header('WWW-Authenticate', 'Bearer')
      return c.text('401 Unauthorized: this needs the metrics token (Authorization: Bearer).\n', 401)
    }
    const { text, contentType } = await metrics.scrape()
    return c.body(text, 200, { 'Content-Type': contentType })
  })
}
