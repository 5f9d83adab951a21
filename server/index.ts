import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import path from 'node:path'
import { createApp } from './app.ts'
import { answerClientErrors, createNodeHandler } from './node-handler.ts'
import { PAGE_CACHE_MS } from './page-cache.ts'
import { openOutbox } from './forms/outbox.ts'
import { createFormService } from './forms/form-service.ts'
import { formServicesFromEnv } from './forms/form-services.ts'

const dev = process.env.NODE_ENV !== 'production'
const port = Number(process.env.PORT ?? 3000)
const host = process.env.HOST ?? '0.0.0.0'
const root = process.cwd()
const SHUTDOWN_GRACE_MS = 10_000
const DRAIN_NOTICE_MS = Number(process.env.DRAIN_NOTICE_MS ?? 3_000)

async function start() {
  // Form submissions are stored before anything else happens to them (FORMS_DB, SQLite).
  const outbox = openOutbox(process.env.FORMS_DB ?? path.join(root, '.data/forms.sqlite'))
  const interrupted = outbox.releaseClaims()
  if (interrupted > 0) console.log(`[forms] ${interrupted} deliveries were under way when the server last stopped: retried now`)
  const forms = createFormService({
    outbox,
    config: formServicesFromEnv(),
    retryBaseMs: Number(process.env.FORMS_RETRY_BASE_MS ?? 30_000),
    maxPending: process.env.FORMS_MAX_PENDING ? Number(process.env.FORMS_MAX_PENDING) : undefined,
    retentionMs: process.env.FORMS_RETENTION_DAYS ? Number(process.env.FORMS_RETENTION_DAYS) * 86_400_000 : undefined,
  })
  forms.prune()
  const stopRetrying = forms.startRetrying()
  void forms.deliverDue() // what an earlier run could not deliver

  // Development renders every request, so that edits show at once.
  // PAGE_CACHE_SECONDS: how long a rendered page is reused (default: the content cache's, at most 5 s; 0 renders every request).
  const pageCacheMs = process.env.PAGE_CACHE_SECONDS ? Number(process.env.PAGE_CACHE_SECONDS) * 1000 : PAGE_CACHE_MS
  let draining = false
  const formPostsPerMinute = process.env.FORMS_POSTS_PER_MINUTE ? Number(process.env.FORMS_POSTS_PER_MINUTE) : undefined
  const app = createApp({ dev, forms, clientDir: dev ? undefined : path.join(root, 'dist/client'), pageCacheMs: dev ? 0 : pageCacheMs, draining: () => draining, formPostsPerMinute })
  // SITE_HOSTS: the names the site is reached by (behind a proxy or CDN), comma-separated; loopback always.
  const hosts = [...(process.env.SITE_HOSTS ?? '').split(',').map((h) => h.trim()).filter(Boolean), `localhost:${port}`, `127.0.0.1:${port}`, `[::1]:${port}`]
  if (!dev && !process.env.SITE_HOSTS) {
    console.warn(`[server] SITE_HOSTS is not set: requests naming another host are served as ${hosts[0]} (canonical links, and forms, which accept posts from the site's own origin only)`)
  }
  // While draining, each connection ends after its answer: the client opens its next one elsewhere.
  const listener = createNodeHandler(app.fetch, { hosts, closing: () => draining })
  let handle = (req: IncomingMessage, res: ServerResponse): unknown => listener(req, res)
  if (dev) {
    const { createDevMiddleware } = await import('vike/server')
    const { devMiddleware } = await createDevMiddleware({ root })
    handle = (req, res) => devMiddleware(req, res, () => listener(req, res))
  } else {
    // The production build registers its server entry (pages, hooks) for renderPage().
    await import(path.join(root, 'dist/server/entry.mjs'))
  }

  const server = createServer((req, res) => void handle(req, res))
  answerClientErrors(server)
  server.listen(port, host, () => console.log(`[server] ${dev ? 'development' : 'production'} site on http://localhost:${port}/`))

  /**
   * Drains: /readyz answers 503 at once and every answer says `Connection: close`, so the load
   * balancer stops sending visitors while connections still work (DRAIN_NOTICE_MS, 3 s); then no
   * new connection is taken, idle ones close, and requests under way finish; then the outbox closes
   * and the process exits. At most SHUTDOWN_GRACE_MS (10 s) in all.
   */
  const shutdown = (signal: string) => {
    if (draining) return
    draining = true
    console.log(`[server] ${signal}: readiness off; finishing the requests under way, taking no new ones`)
    stopRetrying()
    setTimeout(() => {
      server.close(() => {
        outbox.close()
        console.log('[server] stopped')
        process.exit(0)
      })
      server.closeIdleConnections()
    }, DRAIN_NOTICE_MS).unref()
    setTimeout(() => {
      console.error(`[server] requests still under way after ${SHUTDOWN_GRACE_MS / 1000} s: stopping anyway`)
      process.exit(1)
    }, SHUTDOWN_GRACE_MS).unref()
  }
  process.on('SIGTERM', () => shutdown('SIGTERM'))
  process.on('SIGINT', () => shutdown('SIGINT'))
}

start().catch((error) => {
  console.error('[server] failed to start:', error)
  process.exit(1)
})
