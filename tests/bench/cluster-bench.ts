import { inspect } from 'node:util'
/**
 * `npm run bench:cluster` (after `npm run build`): the production server over the whole site, one
 * instance and two, in one run, beside the bare-server baseline of the same run.
 *
 * The load is the soak's (tests/support/site-crawl.ts): every URL of the sitemaps plus the first
 * pages of the paged lists, round robin, `BENCH_CONNECTIONS` (200) kept-alive connections in a
 * closed loop (autocannon) for `BENCH_SECONDS` (20), each setup crawled once first (8 at a time):
 * (a) a bare `node:http` server sending the crawl's median page as the site sent it (brotli);
 * (b) one instance (`startSite()`);
 * (c) two instances behind haproxy (round robin, health-checked on /readyz) sharing a Redis
 *     (`REDIS_URL`) and a PostgreSQL (`DATABASE_URL`), private ones from tests/support/services.ts
 *     (bash tests/support/ensure-services.sh installs them).
 * Prints one table: requests/s, share of the bare server's, latency p50/p99/max, errors, CPU and
 * each instance's memory (RSS) after its run. Everything it started is stopped, also on failure.
 *
 *   BENCH_SECONDS=20 BENCH_CONNECTIONS=200 npm run bench:cluster
 */
import { startSite, type SiteServer } from '../support/site-server.ts'
import { freePort } from '../support/ports.ts'
import { startHaproxy, startPostgres, startRedis } from '../support/services.ts'
import { bareServerBaseline, crawlOnce, loadRun, mb, medianPage, ms, percent, rssOf, sitemapUrls, type LoadResult } from '../support/site-crawl.ts'

const SECONDS = Number(process.env.BENCH_SECONDS ?? 20)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 200)
const CRAWL_CLIENTS = 8

interface Row {
  setup: string
  result: LoadResult
  /** Each instance's RSS after the run (none for the bare server). */
  rss: number[]
  crawlSeconds?: number
}
const rows: Row[] = []
/** What to stop, latest first. */
const stops: (() => Promise<void>)[] = []
const started = <T extends { stop: () => Promise<void> }>(service: T): T => {
  stops.push(() => service.stop())
  return service
}
const stopAll = async () => {
  for (const stop of stops.splice(0).reverse()) await stop().catch((error) => console.error(`stopping: ${error instanceof Error ? error.message : error}`))
}
const count = (n: number) => Math.round(n).toLocaleString('en-US')

/** One crawl of `paths` through `url`; throws when a URL does not answer 200. */
async function warm(url: string, paths: string[]) {
  const crawl = await crawlOnce(url, paths, { clients: CRAWL_CLIENTS })
  if (crawl.failures.length) {
    const shown = crawl.failures.slice(0, 10).map((f) => `  ${f.status || 'no answer'} ${f.path}${f.error ? ` (${f.error})` : ''}`)
    throw new Error(`${crawl.failures.length} crawled URLs did not answer 200:\n${shown.join('\n')}`)
  }
  return crawl
}

let failure: unknown = null
let paths: string[] = []
try {
  // (b) first: the bare server's page comes from its crawl.
  const single = started(await startSite())
  paths = await sitemapUrls(single.url)
  console.log(`${count(paths.length)} URLs (sitemaps and the first pages of paged lists), ${CONNECTIONS} connections, ${SECONDS} s per setup`)
  const singleCrawl = await warm(single.url, paths)
  console.log(`one instance: crawled in ${(singleCrawl.elapsedMs / 1000).toFixed(1)} s`)

  // (a) the baseline, while the one instance idles.
  const page = medianPage(singleCrawl)
  const bare = await bareServerBaseline(single.url + page, { connections: CONNECTIONS, seconds: SECONDS })
  rows.push({ setup: 'bare node:http (1 page)', result: bare, rss: [] })
  console.log(`baseline page: ${page} (${(bare.bytes / 1024).toFixed(1)} KiB brotli)`)

  const one = await loadRun(single.url, paths, { connections: CONNECTIONS, seconds: SECONDS, serverPids: [single.pid] })
  rows.push({ setup: 'one instance', result: one, rss: [rssOf(single.pid)], crawlSeconds: singleCrawl.elapsedMs / 1000 })
  await stops.pop()!()

  // (c) two instances behind haproxy, sharing Redis and PostgreSQL.
  const redis = started(await startRedis())
  const postgres = started(await startPostgres())
  // The balancer's address is the site's public host (SITE_HOSTS): both instances build the same
  // URLs, and so the same cache keys, for the requests it sends them.
  const port = await freePort()
  const env = { REDIS_URL: redis.url, DATABASE_URL: postgres.url, SITE_HOSTS: `127.0.0.1:${port}` }
  const instances: SiteServer[] = []
  for (let i = 0; i < 2; i++) instances.push(started(await startSite(env)))
  const haproxy = started(
    await startHaproxy(
      instances.map((instance) => instance.url),
      { healthPath: '/readyz', port },
    ),
  )
  const clusterCrawl = await warm(haproxy.url, paths)
  console.log(`two instances behind haproxy: crawled in ${(clusterCrawl.elapsedMs / 1000).toFixed(1)} s`)
  const two = await loadRun(haproxy.url, paths, { connections: CONNECTIONS, seconds: SECONDS, serverPids: instances.map((instance) => instance.pid) })
  rows.push({
    setup: 'two instances + haproxy',
    result: two,
    rss: instances.map((instance) => rssOf(instance.pid)),
    crawlSeconds: clusterCrawl.elapsedMs / 1000,
  })
} catch (error) {
  failure = error
} finally {
  await stopAll()
}

if (rows.length) {
  const bare = rows[0]!.result.rate
  const errors = (result: LoadResult) =>
    result.errorCount
      ? `${count(result.errorCount)} (${Object.entries(result.errors)
          .map(([kind, n]) => `${kind} × ${count(n)}`)
          .join(', ')})`
      : '0'
  console.log(
    `\n${count(paths.length)} URLs round robin, ${CONNECTIONS} connections, closed loop (autocannon), accept-encoding: br, gzip; ${rows[0]!.result.cpu.cores} cores; CPU in % of one core`,
  )
  const header = [
    'setup'.padEnd(24),
    'req/s'.padStart(8),
    '2xx/s'.padStart(8),
    'of bare'.padStart(8),
    'p50'.padStart(9),
    'p99'.padStart(9),
    'max'.padStart(10),
    'CPU srv/client/else'.padStart(20),
    'RSS after'.padStart(20),
    '  errors',
  ]
  console.log(header.join(' '))
  for (const { setup, result, rss } of rows) {
    console.log(
      [
        setup.padEnd(24),
        count(result.rate).padStart(8),
        count(result.okRate).padStart(8),
        `${((100 * result.okRate) / bare).toFixed(1)} %`.padStart(8),
        ms(result.latency.p50).padStart(9),
        ms(result.latency.p99).padStart(9),
        ms(result.latency.max).padStart(10),
        `${percent(result.cpu.servers)} / ${percent(result.cpu.client)} / ${percent(result.cpu.others)}`.padStart(20),
        (rss.length ? rss.map(mb).join(' + ') : '-').padStart(20),
        `  ${errors(result)}`,
      ].join(' '),
    )
  }
  console.log('("of bare": 2xx answers per second against the bare server\'s; "else": everything else the machine ran, haproxy, Redis and PostgreSQL included)')
}
if (failure) {
  console.error(`\nbench:cluster: FAILED: ${failure instanceof Error ? (failure.stack ?? failure.message) : inspect(failure)}`)
  process.exitCode = 1
}
