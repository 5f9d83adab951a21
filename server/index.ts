import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import path from 'node:path'
import { createApp } from './app.ts'
import { answerClientErrors, createNodeHandler } from './node-handler.ts'
import { purgeDependents, purgeEverything } from '../cms/dependencies.ts'
import { openOutbox } from './forms/open-outbox.ts'
import { createFormService } from './forms/form-service.ts'
import { purgeDelivery } from './purge-webhook.ts'
import { ConfigError, loadSiteConfig, type SiteConfig } from './config/site-config.ts'
import { createLog, type Log } from './log/create-log.ts'
import { routeConsoleToLog } from './log/console-to-log.ts'

const root = process.cwd()
const SHUTDOWN_GRACE_MS = 10_000

async function start(config: SiteConfig, log: Log) {
  const { dev, port, host } = config
  // METRICS_TOKEN: what the server does is counted, and served at /metrics; unset, nothing is counted.
  // The clients of what is optional (prom-client, Redis's, PostgreSQL's) are loaded only when it is
  // configured: an instance without them does not carry their code (server/index.ts is built with
  // code splitting for that).
  const metrics = config.metricsToken ? (await import('./metrics/site-metrics.ts')).createSiteMetrics() : undefined
  // Form submissions are stored before anything else happens to them: FORMS_DB (SQLite, this
  // instance's own) or DATABASE_URL (PostgreSQL, one table shared by every instance).
  const outbox = await openOutbox(config.forms)
  metrics?.watchOutbox(outbox)
  const interrupted = await outbox.releaseClaims().catch((error: unknown) => {
    console.error(`[forms] submissions cannot be stored until the outbox can be reached: ${error instanceof Error ? error.message : String(error)}`)
    return 0
  })
  if (interrupted > 0) console.log(`[forms] ${interrupted} deliveries were under way when the server last stopped: retried now`)
  // PURGE_WEBHOOK_URL: every change notice's CDN purge is kept in the outbox and sent from there.
  const forms = createFormService({
    outbox,
    purges: config.purgeWebhook ? purgeDelivery(config.purgeWebhook) : null,
    config: config.forms.services,
    retryBaseMs: config.forms.retryBaseMs,
    maxPending: config.forms.maxPending,
    retentionMs: config.forms.retentionMs,
    claimMs: config.forms.claimMs,
    metrics,
  })
  const stopRetrying = forms.startRetrying()
  // What an earlier run could not deliver; a failure is logged, and retried by the next round.
  forms.prune().catch((error: unknown) => console.error('[forms] pruning failed:', error))
  forms.deliverDue().catch((error: unknown) => console.error('[forms] retry round failed:', error))

  // REDIS_URL: caches, render locks and purges shared by every instance; unset, this process's own.
  const redis = config.redisUrl ? (await import('./redis-store.ts')).createRedisStore({ url: config.redisUrl }) : null
  if (redis) {
    // A purge made by any instance drops this instance's own copies too.
    redis.store.onPurge((tags) => purgeDependents(tags))
    redis.onRecovered(() => purgeEverything())
    metrics?.watchRedis(() => redis.problem() === null)
  }
  let draining = false
  const app = createApp({
    config,
    forms,
    clientDir: dev ? undefined : path.join(root, 'dist/client'),
    shared: redis?.store,
    sharedProblem: redis ? () => redis.problem() : undefined,
    draining: () => draining,
    metrics,
  })
  // SITE_HOSTS: the names the site is reached by (behind a proxy or CDN), comma-separated; loopback always.
  const hosts = [...config.siteHosts, `localhost:${port}`, `127.0.0.1:${port}`, `[::1]:${port}`]
  if (!dev && config.siteHosts.length === 0) {
    console.warn(
      `[server] SITE_HOSTS is not set: requests naming another host are served as ${hosts[0]} (canonical links, and forms, which accept posts from the site's own origin only)`,
    )
  }
  // While draining, each connection ends after its answer: the client opens its next one elsewhere.
  const listener = createNodeHandler(app.fetch, { hosts, closing: () => draining, fromMemory: app.pageFromMemory, log, metrics })
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
  answerClientErrors(server, metrics)
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
    }, config.drainNoticeMs).unref()
    setTimeout(() => {
      console.error(`[server] requests still under way after ${SHUTDOWN_GRACE_MS / 1000} s: stopping anyway`)
      process.exit(1)
    }, SHUTDOWN_GRACE_MS).unref()
  }
  process.on('SIGTERM', () => shutdown('SIGTERM'))
  process.on('SIGINT', () => shutdown('SIGINT'))
}

/**
 * The configuration is read once, before anything starts: a bad value stops the start, one line a
 * variable. Then every line the process writes is a line of its log (server/log/).
 */
let config: SiteConfig
try {
  config = loadSiteConfig()
} catch (error) {
  if (!(error instanceof ConfigError)) throw error
  const refusal = await createLog({ level: 'info', format: 'json' })
  for (const line of error.lines) refusal.fatal({ component: 'config' }, `[config] ${line}`)
  process.exit(1)
}
const log = await createLog(config.log, { secrets: config.secrets })
routeConsoleToLog(log)
// Node's own warnings (a deprecation) as lines of the log too, not as free text on stderr.
process.removeAllListeners('warning')
process.on('warning', (warning) => log.warn({ component: 'node' }, `[node] ${warning.name}: ${warning.message}`))

start(config, log).catch((error: unknown) => {
  log.fatal({ component: 'server', err: error }, '[server] failed to start')
  process.exit(1)
})
