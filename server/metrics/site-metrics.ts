import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client'
import { FORM_KINDS } from '../../content-schemas/forms.ts'
import type { SourceCall, SourceCallOutcome } from '../../cms/source-call.ts'
import type { PageSource } from '../page-cache/page-cache.ts'
import { CDN_PURGE, type Outbox, type OutboxKind } from '../forms/outbox.ts'
import { DELIVERY_RESULTS, PURGE_OUTCOMES, type DeliveryResult, type PurgeWebhookOutcome } from '../forms/form-service.ts'
import { ROUTE_KINDS, type RouteKind } from './route-kind.ts'

const PAGE_CACHE_RESULT: Record<PageSource, string> = { memory: 'hit', shared: 'shared', render: 'miss' }
const SOURCE_ERRORS: Exclude<SourceCallOutcome, 'ok'>[] = ['timeout', 'http-4xx', 'http-5xx', 'network', 'schema']

/** A request's time, 1 ms to 10 s: a page from memory is well under the first bucket, a render a few. */
const REQUEST_BUCKETS = [0.001, 0.005, 0.025, 0.1, 0.5, 2.5, 10]
const RENDER_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 10]
const SOURCE_BUCKETS = [0.001, 0.005, 0.025, 0.1, 0.25, 0.5, 1.5, 5, 10]

/** What the metrics read of the outbox at scrape time: its depth, its oldest entry, and whether PostgreSQL answers. */
export type WatchedOutbox = Pick<Outbox, 'pendingCount' | 'oldestPendingAt' | 'sharedStoreUp'>

export interface SiteMetricsOptions {
  /** The process's memory, CPU, heap and event loop (prom-client's default metrics); on unless turned off (tests make many). */
  processMetrics?: boolean
  now?: () => number
}

/**
 * Every metric the site reports, declared once, in a registry of its own (never prom-client's
 * global one: tests make many apps in one process). The server makes one (server/index.ts) and
 * hands it to what it instruments; each of them works without it. Label values come from small,
 * fixed sets (route kinds, statuses, form kinds, outcomes): nothing grows with the URLs served.
 *
 * The request path is the hot one (tens of thousands of pages a second from memory): one counter
 * increment and one histogram observation, on label children resolved once.
 */
export function createSiteMetrics(options: SiteMetricsOptions = {}) {
  const now = options.now ?? Date.now
  const registry = new Registry()
  if (options.processMetrics !== false) collectDefaultMetrics({ register: registry })
  const registers = [registry]

  const requests = new Counter({
    name: 'site_http_requests_total',
    help: 'HTTP answers sent, by route kind and status code (every answer, pages from memory and refusals included).',
    labelNames: ['route', 'status'] as const,
    registers,
  })
  const requestSeconds = new Histogram({
    name: 'site_http_request_duration_seconds',
    help: 'Time from a request reaching the server to its answer written, by route kind.',
    labelNames: ['route'] as const,
    buckets: REQUEST_BUCKETS,
    registers,
  })
  const pageCacheAnswers = new Counter({
    name: 'site_page_cache_answers_total',
    help: 'Pages answered from the page cache: hit (this instance kept it), shared (another instance rendered it), miss (rendered for it).',
    labelNames: ['result'] as const,
    registers,
  })
  const renderSeconds = new Histogram({
    name: 'site_page_render_seconds',
    help: "Time of one page render (vike's, for the page cache), its content included.",
    buckets: RENDER_BUCKETS,
    registers,
  })
  const sourceSeconds = new Histogram({
    name: 'site_content_source_request_duration_seconds',
    help: 'Time of one call to the content source (WordPress, or the embedded content API), answered or not.',
    buckets: SOURCE_BUCKETS,
    registers,
  })
  const sourceErrors = new Counter({
    name: 'site_content_source_errors_total',
    help: 'Failed calls to the content source, by kind: timeout, http-4xx, http-5xx, network (no answer), schema (an answer that does not match its schema).',
    labelNames: ['kind'] as const,
    registers,
  })
  let contentSourceFailing: (() => boolean) | null = null
  new Gauge({
    name: 'site_content_source_failing',
    help: "1 while the content source is failing (the content client's circuit is open: pages are served from what the site keeps), else 0.",
    registers,
    collect() {
      this.set(contentSourceFailing?.() ? 1 : 0)
    },
  })
  const deliveries = new Counter({
    name: 'site_outbox_deliveries_total',
    help: 'Delivery attempts of outbox entries, by kind (a form kind, or cdn-purge) and outcome: delivered, retry (kept, tried again later), rejected.',
    labelNames: ['kind', 'outcome'] as const,
    registers,
  })
  const purges = new Counter({
    name: 'site_purge_webhook_total',
    help: "CDN purges of change notices (PURGE_WEBHOOK_URL): queued (kept in the outbox), then each try's outcome: delivered, retry, given-up (after its tries).",
    labelNames: ['outcome'] as const,
    registers,
  })

  // Read at scrape time; registered once there is something to read (a store that is not configured is absent).
  let outbox: WatchedOutbox | null = null
  /** One reading of the outbox per scrape, shared by its gauges; a part that cannot be read is NaN, never an error. */
  let outboxReading: Promise<{ pending: number; oldestAt: number | null | undefined; postgresUp: boolean | undefined }> | null = null
  const readOutbox = () =>
    (outboxReading ??= (async () => {
      const watched = outbox!
      const [pending, oldestAt] = await Promise.all([watched.pendingCount().catch(() => NaN), watched.oldestPendingAt().catch(() => undefined)])
      // After the reads, which ask PostgreSQL when it is due to be tried again.
      return { pending, oldestAt, postgresUp: watched.sharedStoreUp?.() }
    })().finally(() => (outboxReading = null)))
  const outboxPending = new Gauge({
    name: 'site_outbox_pending',
    help: 'Form submissions waiting in the outbox for delivery (CDN purges not counted).',
    registers: [],
    async collect() {
      this.set((await readOutbox()).pending)
    },
  })
  const outboxOldest = new Gauge({
    name: 'site_outbox_oldest_pending_age_seconds',
    help: 'Age of the oldest form submission waiting in the outbox for delivery; 0 when none waits.',
    registers: [],
    async collect() {
      const { oldestAt } = await readOutbox()
      this.set(oldestAt === undefined ? NaN : oldestAt === null ? 0 : Math.max(0, (now() - oldestAt) / 1000))
    },
  })
  const postgresUp = new Gauge({
    name: 'site_postgres_up',
    help: "1 while the shared outbox's PostgreSQL (DATABASE_URL) answered when last asked, else 0 (submissions are kept in the instance's own file meanwhile). Absent without DATABASE_URL.",
    registers: [],
    async collect() {
      this.set((await readOutbox()).postgresUp ? 1 : 0)
    },
  })
  let redisAnswers: (() => boolean) | null = null
  const redisUp = new Gauge({
    name: 'site_redis_up',
    help: '1 while the shared cache (REDIS_URL) answers, else 0 (each instance serves from its own caches). Absent without REDIS_URL.',
    registers: [],
    collect() {
      this.set(redisAnswers?.() ? 1 : 0)
    },
  })

  // Every fixed label set starts at 0, so that a rate is right from its first increment.
  for (const result of Object.values(PAGE_CACHE_RESULT)) pageCacheAnswers.labels(result).inc(0)
  for (const kind of SOURCE_ERRORS) sourceErrors.labels(kind).inc(0)
  for (const kind of [...FORM_KINDS, CDN_PURGE]) for (const outcome of DELIVERY_RESULTS) deliveries.labels(kind, outcome).inc(0)
  for (const outcome of PURGE_OUTCOMES) purges.labels(outcome).inc(0)

  // The request path's label children, resolved once: a route's duration child now, its status children on first use.
  type RouteSeries = { seconds: Histogram.Internal<'route'>; byStatus: Map<number, Counter.Internal> }
  const routes = Object.fromEntries(ROUTE_KINDS.map((route) => [route, { seconds: requestSeconds.labels(route), byStatus: new Map() }])) as Record<
    RouteKind,
    RouteSeries
  >
  const pageCacheChildren = Object.fromEntries(
    Object.entries(PAGE_CACHE_RESULT).map(([source, result]) => [source, pageCacheAnswers.labels(result)]),
  ) as Record<PageSource, Counter.Internal>

  return {
    registry,

    /** One answer sent: its route kind, status, and time in seconds (`null`: not timed, a refusal Node made itself). */
    answered(route: RouteKind, status: number, seconds: number | null): void {
      const series = routes[route]
      let counter = series.byStatus.get(status)
      if (!counter) series.byStatus.set(status, (counter = requests.labels(route, String(status))))
      counter.inc()
      if (seconds !== null) series.seconds.observe(seconds)
    },

    /** A page answered by the page cache, from where it came. */
    pageAnswered(from: PageSource): void {
      pageCacheChildren[from].inc()
    },

    pageRendered(seconds: number): void {
      renderSeconds.observe(seconds)
    },

    /** The content client's observer (cms/source-call.ts). */
    sourceCall({ durationMs, outcome }: SourceCall): void {
      sourceSeconds.observe(durationMs / 1000)
      if (outcome !== 'ok') sourceErrors.labels(outcome).inc()
    },

    delivery(kind: OutboxKind, result: DeliveryResult): void {
      deliveries.labels(kind, result).inc()
    },

    purgeWebhook(outcome: PurgeWebhookOutcome): void {
      purges.labels(outcome).inc()
    },

    /** Whether the content source is failing, read at scrape time (the app's content client). */
    watchContentSource(failing: () => boolean): void {
      contentSourceFailing = failing
    },

    /** The outbox, read at scrape time; with a shared store (PostgreSQL behind it), its availability too. */
    watchOutbox(watched: WatchedOutbox): void {
      if (outbox) throw new Error('the metrics already watch an outbox')
      outbox = watched
      registry.registerMetric(outboxPending)
      registry.registerMetric(outboxOldest)
      if (watched.sharedStoreUp) registry.registerMetric(postgresUp)
    },

    /** The shared cache (REDIS_URL): whether it answers, read at scrape time. */
    watchRedis(answers: () => boolean): void {
      if (redisAnswers) throw new Error('the metrics already watch a Redis')
      redisAnswers = answers
      registry.registerMetric(redisUp)
    },

    /** The Prometheus text of every metric, and its content type. */
    async scrape(): Promise<{ text: string; contentType: string }> {
      return { text: await registry.metrics(), contentType: registry.contentType }
    },
  }
}

export type SiteMetrics = ReturnType<typeof createSiteMetrics>
