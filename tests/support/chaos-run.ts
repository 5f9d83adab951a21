/**
 * Faults tried on purpose, together, under load: two production instances behind haproxy sharing
 * a Redis and a PostgreSQL, all private processes on loopback, with a WordPress-shaped content
 * source that can fail (tests/support/counting-upstream.ts) and a stub forms service that counts
 * what it receives. For `seconds`, crawlers GET the sitemap URLs through haproxy and posters send
 * newsletter and demo-request posts (unique submission ids), while a schedule injects:
 * - `kill -9` of the second instance, then its restart on the same port and outbox file;
 * - Redis stopped as Debian's service stops (its data saved), then started;
 * - PostgreSQL stopped, then started with its data;
 * - the content source answering 500, then slowly (3 s).
 * Each fault lasts a twelfth of the run, at most 20 s. Every URL is crawled on each instance first,
 * so that each page has been rendered before the faults. Used by `npm run soak:chaos`
 * (tests/soak/chaos-soak.ts) and its 60-second version in the tests (tests/e2e/chaos.test.ts).
 */
import http from 'node:http'
import { randomUUID } from 'node:crypto'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { startSite, type SiteServer } from './site-server.ts'
import { freePort } from './ports.ts'
import { startHaproxy, startPostgres, startRedis, type Haproxy, type PostgresServer, type RedisServer } from './services.ts'
import { startCountingUpstream, type CountingUpstream } from './counting-upstream.ts'
import { startStubFormsService, type StubFormsService } from './stub-forms-service.ts'
import { LOAD_HEADERS, rssOf, sitemapUrls } from './site-crawl.ts'

export interface ChaosOptions {
  seconds: number
  /** Concurrent GET loops over the sitemap URLs (default 4). */
  crawlers?: number
  /** Concurrent form posters, each posting every `postEveryMs` (default 2, 200 ms). */
  posters?: number
  postEveryMs?: number
  log?: (line: string) => void
  /** Crawl at most this many URLs, spread over the sitemaps' order (every page type): a shorter warm-up. */
  maxUrls?: number
  /** Where each instance's output is written at the end (`instance-1.log`…), for the causes behind the figures. */
  logsDir?: string
}

/** A fault's time in the run, in ms from the load's start; `end` is when the system is whole again. */
export interface FaultWindow {
  name: string
  start: number
  end: number
}

interface Answer {
  /** When it was sent, in ms from the load's start. */
  at: number
  ms: number
  kind: 'page' | 'post'
  /** What answered it: `2xx`, or a cause (see `causeOf`). */
  cause: string
  /** The page's path, or the form's. */
  path: string
}

export interface ChaosReport {
  seconds: number
  urls: number
  crawlers: number
  posters: number
  windows: FaultWindow[]
  answers: Answer[]
  leads: {
    posted: number
    refused: number
    delivered: number
    missing: string[]
    /** Leads the forms service stored twice (under two keys). */
    duplicates: number
    /** Attempts sent again with a key the service had taken (an answer or its record lost): taken once. */
    resent: number
  }
  /** The most memory (RSS) each instance's processes held, sampled every second. */
  maxRss: number[]
}

/** How long after a fault's end its effects still count as inside it (a load balancer's check, a reconnect). */
export const RECOVERY_MS = 2_000
/**
 * The cause of the answers the acceptance lets through: the site's own 503 for a page it has no
 * copy of (never rendered, or its copy expired with its content's lifetime and left the bounded cache).
 */
export const NEVER_RENDERED = "site 503, the site's branded page: no copy of the page kept when the content source failed"

const HOST_HEADER = 'site.chaos.test'
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** What an answer was, for the counts: 2xx, or who answered what. */
function causeOf(status: number, headers: http.IncomingHttpHeaders, kind: 'page' | 'post', error?: string): string {
  if (status === 0) return `no answer (${error ?? 'connection failed'})`
  if (status >= 200 && status < 300) return '2xx'
  // The site's answers carry its security headers; haproxy's own error pages do not.
  const fromSite = headers['x-content-type-options'] !== undefined
  if (!fromSite) return `haproxy ${status}`
  if (status === 503 && kind === 'page' && headers['x-page-cache'] !== undefined) return NEVER_RENDERED
  return `site ${status} (${kind === 'page' ? 'page' : 'form post'})`
}

function request(
  agent: http.Agent,
  base: string,
  pathname: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<{ status: number; headers: http.IncomingHttpHeaders; error?: string }> {
  return new Promise((resolve) => {
    const req = http.request(
      `${base}${pathname}`,
      { agent, method: options.method ?? 'GET', headers: { host: HOST_HEADER, ...LOAD_HEADERS, ...options.headers }, timeout: 30_000 },
      (response) => {
        response.resume()
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers }))
        response.on('error', (error) => resolve({ status: 0, headers: {}, error: error.message }))
      },
    )
    req.on('timeout', () => req.destroy(new Error('no answer within 30 s')))
    req.on('error', (error) => resolve({ status: 0, headers: {}, error: error.message }))
    req.end(options.body)
  })
}

export async function runChaos({
  seconds,
  crawlers = 4,
  posters = 2,
  postEveryMs = 200,
  log = console.log,
  logsDir,
  maxUrls,
}: ChaosOptions): Promise<ChaosReport> {
  const stops: (() => Promise<unknown>)[] = []
  const outboxDir = mkdtempSync(path.join(tmpdir(), 'chaos-outboxes-'))
  stops.push(async () => rmSync(outboxDir, { recursive: true, force: true }))
  const agent = new http.Agent({ keepAlive: true, maxSockets: crawlers + posters + 4 })
  try {
    const [redis, postgres, upstream, forms]: [RedisServer, PostgresServer, CountingUpstream, StubFormsService] = await Promise.all([
      startRedis(),
      startPostgres(),
      startCountingUpstream(0, { slowMs: 3_000 }),
      startStubFormsService(),
    ])
    stops.push(
      () => redis.stop(),
      () => postgres.stop(),
      () => upstream.close(),
      () => forms.close(),
    )
    const haproxyPort = await freePort()
    const ports = [await freePort(), await freePort()]
    const env = (i: number) => ({
      PORT: String(ports[i]),
      FORMS_DB: path.join(outboxDir, `instance-${i + 1}.sqlite`),
      REDIS_URL: redis.url,
      DATABASE_URL: postgres.url,
      CMS_URL: upstream.url,
      // Change notices are on: a rendered page is kept a day (the content changes only by a notice).
      PURGE_SECRET: randomUUID(),
      SITE_HOSTS: HOST_HEADER,
      FORMS_API_URL: forms.url,
      FORMS_RETRY_BASE_MS: '1000',
      FORMS_CLAIM_MS: '5000',
      FORMS_POSTS_PER_MINUTE: '1000000',
    })
    const instances: SiteServer[] = await Promise.all([startSite(env(0)), startSite(env(1))])
    /** Every process that served as each instance (a restart adds one). */
    const outputs: SiteServer[][] = instances.map((instance) => [instance])
    stops.push(async () => {
      await Promise.all(instances.map((instance) => instance.stop()))
      if (logsDir) {
        mkdirSync(logsDir, { recursive: true })
        outputs.forEach((processes, i) =>
          writeFileSync(path.join(logsDir, `instance-${i + 1}.log`), processes.map((p) => p.logs()).join('\n--- restarted ---\n')),
        )
      }
    })
    const haproxy: Haproxy = await startHaproxy(
      instances.map((instance) => instance.url),
      { healthPath: '/readyz', port: haproxyPort },
    )
    stops.push(() => haproxy.stop())

    // Every page rendered once, and kept by both instances (one renders, the other takes it from
    // Redis), under the public host haproxy's requests name.
    const every = await sitemapUrls(instances[0]!.url)
    const step = maxUrls && every.length > maxUrls ? every.length / maxUrls : 1
    const paths = step === 1 ? every : Array.from({ length: maxUrls! }, (_, i) => every[Math.floor(i * step)]!)
    for (const instance of instances) {
      let next = 0
      const failures: string[] = []
      await Promise.all(
        Array.from({ length: 4 }, async () => {
          while (next < paths.length) {
            const pathname = paths[next++]!
            const { status } = await request(agent, instance.url, pathname)
            if (status !== 200) failures.push(`${status} ${pathname}`)
          }
        }),
      )
      if (failures.length) throw new Error(`${failures.length} URLs did not answer 200 before the faults, e.g. ${failures[0]}`)
    }
    log(`${paths.length} URLs crawled on each instance; ${seconds} s of load with faults`)

    const answers: Answer[] = []
    const posted = new Set<string>()
    let refused = 0
    const started = performance.now()
    const clock = () => performance.now() - started
    const end = seconds * 1000
    const running = () => clock() < end

    // Memory, every second, per instance slot (a restarted instance is a new process in the same slot).
    const maxRss = [0, 0]
    const sampler = setInterval(() => {
      instances.forEach((instance, i) => {
        try {
          maxRss[i] = Math.max(maxRss[i]!, rssOf(instance.pid))
        } catch {
          // between a kill and its restart
        }
      })
    }, 1_000)

    let next = 0
    const crawl = async () => {
      while (running()) {
        const pathname = paths[next++ % paths.length]!
        const at = clock()
        const answer = await request(agent, haproxy.url, pathname)
        answers.push({ at, ms: clock() - at, kind: 'page', cause: causeOf(answer.status, answer.headers, 'page', answer.error), path: pathname })
      }
    }
    let posts = 0
    const post = async () => {
      while (running()) {
        const submissionId = randomUUID()
        const n = posts++
        const email = `chaos-${n}-${submissionId.slice(0, 8)}@example.com`
        const [kind, body] =
          n % 2 ? ['demo-a', { submissionId, formId: 480150, firstName: 'Ana', lastName: 'Ruiz', email, agree: true }] : ['newsletter', { submissionId, email }]
        const at = clock()
        const answer = await request(agent, haproxy.url, `/api/forms/${kind}`, {
          method: 'POST',
          headers: { origin: `http://${HOST_HEADER}`, 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify(body),
        })
        answers.push({ at, ms: clock() - at, kind: 'post', cause: causeOf(answer.status, answer.headers, 'post', answer.error), path: `/api/forms/${kind}` })
        // Taken (200 delivered, 202 kept for delivery): the site owes it to the forms service.
        if (answer.status === 200 || answer.status === 202) posted.add(submissionId)
        else refused += 1
        await sleep(Math.max(0, postEveryMs - (clock() - at)))
      }
    }

    const fault = Math.min(20_000, end / 12)
    const windows: FaultWindow[] = []
    const at = async (ms: number) => sleep(Math.max(0, ms - clock()))
    const schedule = async () => {
      await at(end * 0.06)
      let start = clock()
      await instances[1]!.kill()
      await sleep(fault / 4)
      instances[1] = await startSite(env(1))
      outputs[1]!.push(instances[1])
      windows.push({ name: 'kill -9 of instance 2, restarted', start, end: clock() })
      log(`  instance 2 killed at ${(start / 1000).toFixed(1)} s, serving again at ${(clock() / 1000).toFixed(1)} s`)

      await at(end * 0.2)
      start = clock()
      await redis.pause()
      await at(start + fault)
      await redis.start()
      windows.push({ name: 'Redis stopped', start, end: clock() })
      log(`  Redis stopped ${(start / 1000).toFixed(1)}–${(clock() / 1000).toFixed(1)} s`)

      await at(end * 0.38)
      start = clock()
      await postgres.pause()
      await at(start + fault)
      await postgres.resume()
      windows.push({ name: 'PostgreSQL stopped', start, end: clock() })
      log(`  PostgreSQL stopped ${(start / 1000).toFixed(1)}–${(clock() / 1000).toFixed(1)} s`)

      await at(end * 0.56)
      start = clock()
      await upstream.setFault('error')
      await at(start + fault)
      windows.push({ name: 'content source 500', start, end: clock() })
      start = clock()
      await upstream.setFault('slow')
      await at(start + fault)
      await upstream.setFault('none')
      windows.push({ name: 'content source slow (3 s)', start, end: clock() })
      log(`  content source failing ${(windows.at(-2)!.start / 1000).toFixed(1)}–${(start / 1000).toFixed(1)} s, slow until ${(clock() / 1000).toFixed(1)} s`)
    }

    await Promise.all([
      ...Array.from({ length: crawlers }, crawl),
      ...Array.from({ length: posters }, post),
      schedule().catch((error: unknown) => {
        throw new Error(`the fault schedule failed: ${error instanceof Error ? error.message : String(error)}`, { cause: error })
      }),
    ])
    clearInterval(sampler)

    // What was taken reaches the forms service: retries, claims of the killed instance, what
    // waited in an instance's own outbox for PostgreSQL.
    const settleBy = Date.now() + 60_000
    const missing = () => [...posted].filter((id) => !forms.deliveries.has(id))
    while (missing().length > 0 && Date.now() < settleBy) await sleep(250)
    const duplicates = [...forms.stored.values()].filter((keys) => keys.size > 1).length
    const resent = [...posted].reduce((sum, id) => sum + Math.max(0, (forms.deliveries.get(id) ?? 0) - 1), 0)
    return {
      seconds,
      urls: paths.length,
      crawlers,
      posters,
      windows,
      answers,
      leads: { posted: posted.size, refused, delivered: posted.size - missing().length, missing: missing(), duplicates, resent },
      maxRss,
    }
  } finally {
    agent.destroy()
    for (const stop of stops.reverse()) await stop().catch((error: unknown) => log(`stopping: ${error instanceof Error ? error.message : String(error)}`))
  }
}

const quantile = (sorted: number[], q: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]! : NaN)
const count = (n: number) => n.toLocaleString('en-US')
const ms = (value: number) => (Number.isFinite(value) ? `${value < 10 ? value.toFixed(1) : Math.round(value)} ms` : '-')

/** Whether an answer was sent inside a fault's window (or its recovery). */
export const inside = (windows: FaultWindow[], at: number) => windows.find((w) => at >= w.start && at <= w.end + RECOVERY_MS)

/** Latency of the answers outside every fault window: p50 and p99, in ms. */
export function outsideLatency(report: ChaosReport): { p50: number; p99: number } {
  const sorted = report.answers
    .filter((a) => !inside(report.windows, a.at))
    .map((a) => a.ms)
    .sort((a, b) => a - b)
  return { p50: quantile(sorted, 0.5), p99: quantile(sorted, 0.99) }
}

/** Answers of 500 or more as clients saw them, by cause, the allowed one (NEVER_RENDERED) left out. */
export function serverErrors(report: ChaosReport): Map<string, number> {
  const errors = new Map<string, number>()
  for (const { cause } of report.answers) {
    if (cause === '2xx' || cause === NEVER_RENDERED) continue
    const status = Number(/\b([1-5]\d\d)\b/.exec(cause)?.[1] ?? 0)
    if (status >= 500 || status === 0) errors.set(cause, (errors.get(cause) ?? 0) + 1)
  }
  return errors
}

/** The printed table. */
export function formatChaosReport(report: ChaosReport): string {
  const lines: string[] = []
  const { answers, windows } = report
  lines.push(
    `chaos: ${report.seconds} s, two instances behind haproxy with Redis and PostgreSQL; ${report.crawlers} crawlers over ${count(report.urls)} URLs, ${report.posters} form posters`,
  )
  lines.push(
    `requests: ${count(answers.length)} (${count(answers.filter((a) => a.kind === 'page').length)} pages, ${count(answers.filter((a) => a.kind === 'post').length)} form posts)`,
  )
  const causes = new Map<string, number>()
  for (const { cause } of answers) if (cause !== '2xx') causes.set(cause, (causes.get(cause) ?? 0) + 1)
  lines.push(`answers not 2xx, by cause:${causes.size ? '' : ' none'}`)
  for (const [cause, n] of [...causes].sort((a, b) => b[1] - a[1])) lines.push(`  ${String(count(n)).padStart(7)}  ${cause}`)
  lines.push('')
  lines.push(`${'latency'.padEnd(48)}${'requests'.padStart(10)}${'p50'.padStart(10)}${'p99'.padStart(10)}${'max'.padStart(10)}`)
  const row = (name: string, picked: Answer[]) => {
    const sorted = picked.map((a) => a.ms).sort((a, b) => a - b)
    lines.push(
      `${name.padEnd(48)}${count(sorted.length).padStart(10)}${ms(quantile(sorted, 0.5)).padStart(10)}${ms(quantile(sorted, 0.99)).padStart(10)}${ms(sorted.at(-1) ?? NaN).padStart(10)}`,
    )
  }
  row(
    'outside the fault windows',
    answers.filter((a) => !inside(windows, a.at)),
  )
  row(
    `inside them (and ${RECOVERY_MS / 1000} s after each)`,
    answers.filter((a) => inside(windows, a.at)),
  )
  for (const w of windows)
    row(
      `  ${w.name} (${(w.start / 1000).toFixed(0)}–${(w.end / 1000).toFixed(0)} s)`,
      answers.filter((a) => inside([w], a.at)),
    )
  lines.push('')
  const { leads } = report
  lines.push(
    `leads: ${count(leads.posted)} posted (answered 200 or 202), ${count(leads.delivered)} delivered to the forms service, ${count(leads.missing.length)} missing, ${count(leads.duplicates)} stored twice; ${count(leads.refused)} posts refused`,
  )
  lines.push(`       ${count(leads.resent)} attempts sent again with their Idempotency-Key after an answer or its record was lost (taken once)`)
  lines.push(`max RSS: ${report.maxRss.map((bytes, i) => `instance ${i + 1} ${(bytes / 1024 / 1024).toFixed(0)} MB`).join(', ')}`)
  return lines.join('\n')
}
