import { Hono } from 'hono'

/** What readiness checks: each part answers null when ready, else why not. */
export interface ReadinessChecks {
  /**
   * The content source answers (the cms client's health, or a probe). Reported, but it leaves the
   * server ready: every instance shares the source, so taking them out for it would answer every
   * visitor with the balancer's error instead of the pages they keep (stale, or the branded 503).
   */
  contentSource: () => Promise<string | null>
  /** Form submissions can be stored (the outbox's store answers and takes writes). */
  outbox: () => Promise<string | null> | string | null
  /** The server is shutting down: it finishes what it has and takes nothing new. */
  draining: () => boolean
  /**
   * Parts whose loss degrades the server but leaves it ready (the shared cache, REDIS_URL; the
   * shared outbox, DATABASE_URL: every instance loses it at once, and pages are still served).
   */
  degraded?: () => Promise<string | null> | string | null
}

/**
 * For a load balancer: `/healthz` says the process is alive (200 whenever it answers at all);
 * `/readyz` says it should be sent visitors: 200 when the outbox takes writes and the server is not
 * draining, else 503 with what is wrong; what fails without taking it out (the content source, the
 * shared stores) is named beside. Never cached.
 */
export function healthApi(checks: ReadinessChecks) {
  return new Hono()
    .get('/healthz', (c) => {
      c.header('Cache-Control', 'no-store')
      return c.json({ ok: true })
    })
    .get('/readyz', async (c) => {
      c.header('Cache-Control', 'no-store')
      const [contentSource, outbox, degraded] = await Promise.all([checks.contentSource(), checks.outbox(), checks.degraded?.() ?? null])
      const problems = {
        outbox,
        draining: checks.draining() ? 'the server is shutting down' : null,
      }
      const ok = Object.values(problems).every((problem) => problem === null)
      // Degraded is still ready: without the shared cache an instance serves from its own; without
      // the content source, from what it keeps.
      return c.json({ ok, contentSource, ...problems, degraded }, ok ? 200 : 503)
    })
}
