import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import path from 'node:path'
import { createApp } from './app.ts'
import { answerClientErrors, createNodeHandler } from './node-handler.ts'
import { PAGE_CACHE_MB, PAGE_LIFETIME_MS } from './page-cache.ts'
import { CMS_CACHE_TTL_MS } from '../cms/cache-ttl.ts'
import { purgeDependents, purgeEverything } from '../cms/dependencies.ts'
import { createRedisStore } from './redis-store.ts'
import { openOutboxFromEnv } from './forms/open-outbox.ts'
import { createFormService } from './forms/form-service.ts'
import { formServicesFromEnv } from './forms/form-services.ts'
import { purgeDelivery, purgeWebhookFromEnv } from './purge-webhook.ts'

const dev = process.env.NODE_ENV !== 'production'
const port = Number(process.env.PORT ?? 3000)
const host = process.env.HOST ?? '0.0.0.0'
const root = process.cwd()
const SHUTDOWN_GRACE_MS = 10_000
const DRAIN_NOTICE_MS = Number(process.env.DRAIN_NOTICE_MS ?? 3_000)

async function start() {
  // Form submissions are stored before anything else happens to them: FORMS_DB (SQLite, this
  // instance's own) or DATABASE_URL (PostgreSQL, one table shared by every instance).
  const outbox = openOutboxFromEnv(process.env, root)
  const interrupted = await outbox.releaseClaims().catch((error: unknown) => {
    console.error(`[forms] submissions cannot be stored until the outbox can be reached: ${error instanceof Error ? error.message : String(error)}`)
    return 0
  })
  if (interrupted > 0) console.log(`[forms] ${interrupted} deliveries were under way when the server last stopped: retried now`)
  // PURGE_WEBHOOK_URL: every change notice's CDN purge is kept in the outbox and sent from there.
  const purgeWebhook = purgeWebhookFromEnv()
  const forms = createFormService({
    outbox,
    purges: purgeWebhook ? purgeDelivery(purgeWebhook) : null,
    config: formServicesFromEnv(),
    retryBaseMs: Number(process.env.FORMS_RETRY_BASE_MS ?? 30_000),
    maxPending: process.env.FORMS_MAX_PENDING ? Number(process.env.FORMS_MAX_PENDING) : undefined,
    retentionMs: process.env.FORMS_RETENTION_DAYS ? Number(process.env.FORMS_RETENTION_DAYS) * 86_400_000 : undefined,
    claimMs: process.env.FORMS_CLAIM_MS ? Number(process.env.FORMS_CLAIM_MS) : undefined,
  })
  const stopRetrying = forms.startRetrying()
  // What an earlier run could not deliver; a failure is logged, and retried by the next round.
  forms.prune().catch((error: unknown) => console.error('[forms] pruning failed:', error))
  forms.deliverDue().catch((error: unknown) => console.error('[forms] retry round failed:', error))

  // REDIS_URL: caches, render locks and purges shared by every instance; unset, this process's own.
  const redis = process.env.REDIS_URL ? createRedisStore({ url: process.env.REDIS_URL }) : null
  if (redis) {
    // A purge made by any instance drops this instance's own copies too.
    redis.store.onPurge((tags) => purgeDependents(tags))
    redis.onRecovered(() => purgeEverything())
  }
  // Development renders every request, so that edits show at once.
  const pageLifetimeMs = dev ? 0 : pageLifetimeFromEnv()
  const pageCacheBytes = (process.env.PAGE_CACHE_MB ? Number(process.env.PAGE_CACHE_MB) : PAGE_CACHE_MB) * 1024 * 1024
  let draining = false
  const formPostsPerMinute = process.env.FORMS_POSTS_PER_MINUTE ? Number(process.env.FORMS_POSTS_PER_MINUTE) : undefined
  const inlineCssMaxBytes = process.env.INLINE_CSS_MAX_BYTES ? Number(process.env.INLINE_CSS_MAX_BYTES) : undefined
  const app = createApp({
    dev,
    forms,
    clientDir: dev ? undefined : path.join(root, 'dist/client'),
    pageLifetimeMs,
    pageCacheBytes,
    shared: redis?.store,
    sharedProblem: redis ? () => redis.problem() : undefined,
    draining: () => draining,
    formPostsPerMinute,
    inlineCssMaxBytes,
  })
  // SITE_HOSTS: the names the site is reached by (behind a proxy or CDN), comma-separated; loopback always.
  const hosts = [
    ...(process.env.SITE_HOSTS ?? '')
      .split(',')
      .map((h) => h.trim())
      .filter(Boolean),
    `localhost:${port}`,
    `127.0.0.1:${port}`,
    `[::1]:${port}`,
  ]
  if (!dev && !process.env.SITE_HOSTS) {
    console.warn(
      `[server] SITE_HOSTS is not set: requests naming another host are served as ${hosts[0]} (canonical links, and forms, which accept posts from the site's own origin only)`,
    )
  }
  // While draining, each connection ends after its answer: the client opens its next one elsewhere.
  const listener = createNodeHandler(app.fetch, { hosts, closing: () => draining, fromMemory: app.pageFromMemory })
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
        void outbox
          .close()
          .catch((error: unknown) => console.error('[forms] closing the outbox failed:', error))
          .finally(() => {
            console.log('[server] stopped')
            process.exit(0)
          })
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

/**
 * PAGE_CACHE_SECONDS: how long a rendered page is kept unless its content changes sooner (0: not
 * at all). By default 24 h when WordPress tells the site what changed (PURGE_SECRET) or the content
 * is the embedded dataset, which does not change while the site runs; otherwise the content
 * cache's time (CMS_CACHE_SECONDS), since nothing else would show an edit.
 */
function pageLifetimeFromEnv(): number {
  const seconds = process.env.PAGE_CACHE_SECONDS
  if (seconds !== undefined && seconds !== '') {
    const value = Number(seconds)
    if (!Number.isFinite(value) || value < 0) throw new Error(`PAGE_CACHE_SECONDS must be a number of seconds, 0 or more; it is '${seconds}'`)
    return value * 1000
  }
  return process.env.PURGE_SECRET || !process.env.CMS_URL ? PAGE_LIFETIME_MS : CMS_CACHE_TTL_MS
}

start().catch((error) => {
  console.error('[server] failed to start:', error)
  process.exit(1)
})
