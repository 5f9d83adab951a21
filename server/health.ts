import { Hono } from 'hono'

/** What readiness checks: each part answers null when ready, else why not. */
export interface ReadinessChecks {
  /** The content source answers (the cms client's health, or a probe). */
  contentSource: () => Promise<string | null>
  /** Form submissions can be stored. */
  outbox: () => string | null
  /** The server is shutting down: it finishes what it has and takes nothing new. */
  draining: () => boolean
}

/**
 * For a load balancer: `/healthz` says the process is alive (200 whenever it answers at all);
 * `/readyz` says it should be sent visitors: 200 when the content source answers, the outbox takes
 * writes and the server is not draining, else 503 with what is wrong. Never cached.
 */
export function healthApi(checks: ReadinessChecks) {
  return new Hono()
    .get('/healthz', (c) => {
      c.header('Cache-Control', 'no-store')
      return c.json({ ok: true })
    })
    .get('/readyz', async (c) => {
      c.header('Cache-Control', 'no-store')
      const problems = {
        contentSource: await checks.contentSource(),
        outbox: checks.outbox(),
        draining: checks.draining() ? 'the server is shutting down' : null,
      }
      const ok = Object.values(problems).every((problem) => problem === null)
      return c.json({ ok, ...problems }, ok ? 200 : 503)
    })
}
