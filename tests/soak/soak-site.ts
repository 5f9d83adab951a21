/**
 * `npm run soak` (after `npm run build`): the production server under load over the whole site.
 *
 * 1. Starts the build (`startSite()`) and reads its memory (RSS).
 * 2. Lists every URL of its sitemaps (all languages) plus the first pages of its paged lists
 *    (tests/support/site-crawl.ts) and crawls them once, 8 at a time: every one must answer 200.
 * 3. Baseline, in the same run: a bare `node:http` server (its own process) sending one page's
 *    bytes as the site sent them (brotli; the crawl's median page, or `SOAK_BASELINE_PATH`), under
 *    the same load as the soak (for `SOAK_BASELINE_SECONDS`, 10 by default).
 * 4. The soak: `SOAK_CONNECTIONS` (200) kept-alive connections, closed loop (autocannon), for
 *    `SOAK_SECONDS` (60) over all the URLs in turn; RSS after the warm-up (the first quarter, at most
 *    15 s) and at the end.
 *
 * Prints one table: requests/s and their share of the bare server's, latency p50/p90/p99/max,
 * errors, CPU shares, RSS at start, after the crawl, after warm-up and at the end. Fails (exit 1) on
 * any error (non-2xx, timeout, connection error), a crawled URL that does not answer 200, or RSS
 * growing 10 % or more after warm-up. Also says, without failing on them, whether the issue's
 * targets hold: at least 50 % of the bare server's rate, p99 ≤ 50 ms, RSS ≤ 400 MB at the end.
 *
 *   SOAK_SECONDS=60 SOAK_CONNECTIONS=200 SOAK_BASELINE_SECONDS=10 npm run soak
 *   SOAK_URL=http://127.0.0.1:3000 SOAK_PID=1234 npm run soak   (a server already running; RSS only with SOAK_PID)
 */
import { startSite, type SiteServer } from '../support/site-server.ts'
import {
  bareServerBaseline,
  crawlOnce,
  loadRun,
  mb,
  medianPage,
  ms,
  percent,
  rssOf,
  sitemapUrls,
  type LoadResult,
  type UrlCounts,
} from '../support/site-crawl.ts'

const SECONDS = Number(process.env.SOAK_SECONDS ?? 60)
const CONNECTIONS = Number(process.env.SOAK_CONNECTIONS ?? 200)
const BASELINE_SECONDS = Number(process.env.SOAK_BASELINE_SECONDS ?? 10)
const WARM_UP_SECONDS = Math.min(15, SECONDS / 4)
const CRAWL_CLIENTS = 8
const TARGETS = { shareOfBare: 0.5, p99Ms: 50, rssBytes: 400 * 1024 * 1024, growth: 0.1 }

const site: SiteServer | null = process.env.SOAK_URL ? null : await startSite()
const baseUrl = (process.env.SOAK_URL ?? site!.url).replace(/\/$/, '')
const pid = site?.pid ?? (process.env.SOAK_PID ? Number(process.env.SOAK_PID) : null)
const rss = () => (pid === null ? null : rssOf(pid))
const showRss = (bytes: number | null) => (bytes === null ? 'n/a' : mb(bytes))
const count = (n: number) => Math.round(n).toLocaleString('en-US')

const problems: string[] = []
try {
  const rssStart = rss()
  console.log(`soak of ${baseUrl}${site ? ' (the production build, started for it)' : ''}: RSS at start ${showRss(rssStart)}`)

  let counts: UrlCounts | undefined
  const paths = await sitemapUrls(baseUrl, { onCounts: (found) => (counts = found) })
  const crawl = await crawlOnce(baseUrl, paths, { clients: CRAWL_CLIENTS })
  const rssCrawled = rss()
  const crawledBytes = crawl.answers.reduce((sum, a) => sum + a.bytes, 0)
  console.log(
    `crawl: ${count(paths.length)} URLs (${count(counts!.sitemaps)} of the sitemaps, ${counts!.archives} archives they do not list, ${counts!.secondPages} second pages of lists), ` +
      `${CRAWL_CLIENTS} at a time: ${(crawl.elapsedMs / 1000).toFixed(1)} s (${count(paths.length / (crawl.elapsedMs / 1000))} pages/s, ${mb(crawledBytes)} as sent); RSS after it ${showRss(rssCrawled)}`,
  )
  if (crawl.failures.length) {
    for (const failure of crawl.failures.slice(0, 20))
      console.log(`  ${failure.status || 'no answer'} ${failure.path}${failure.error ? ` (${failure.error})` : ''}`)
    if (crawl.failures.length > 20) console.log(`  … and ${crawl.failures.length - 20} more`)
    throw new Error(`${crawl.failures.length} crawled URLs did not answer 200`)
  }

  const baselinePath = process.env.SOAK_BASELINE_PATH ?? medianPage(crawl)
  const bare = await bareServerBaseline(baseUrl + baselinePath, { connections: CONNECTIONS, seconds: BASELINE_SECONDS })
  console.log(`baseline: ${baselinePath} (${(bare.bytes / 1024).toFixed(1)} KiB brotli) from a bare node:http server, ${BASELINE_SECONDS} s`)

  let rssWarm: number | null = null
  const warmTimer = setTimeout(() => (rssWarm = rss()), WARM_UP_SECONDS * 1000)
  let soak: LoadResult
  try {
    soak = await loadRun(baseUrl, paths, { connections: CONNECTIONS, seconds: SECONDS, serverPids: pid === null ? [] : [pid] })
  } finally {
    clearTimeout(warmTimer)
  }
  const rssEnd = rss()

  // 2xx answers only: a quick error answer is no throughput.
  const share = soak.okRate / bare.okRate
  const growth = rssWarm !== null && rssEnd !== null ? (rssEnd - rssWarm) / rssWarm : null
  const errorKinds = (result: LoadResult) =>
    result.errorCount
      ? `${count(result.errorCount)} (${Object.entries(result.errors)
          .map(([kind, n]) => `${kind} × ${count(n)}`)
          .join(', ')})`
      : '0'
  const cpu = (result: LoadResult) => `${percent(result.cpu.servers)} / ${percent(result.cpu.client)} / ${percent(result.cpu.others)}`
  const row = (name: string, result: LoadResult, ofBare: string) =>
    [
      name.padEnd(34),
      count(result.rate).padStart(8),
      ofBare.padStart(8),
      ms(result.latency.p50).padStart(9),
      ms(result.latency.p90).padStart(9),
      ms(result.latency.p99).padStart(9),
      ms(result.latency.max).padStart(9),
      cpu(result).padStart(17),
      `  ${errorKinds(result)}`,
    ].join(' ')

  console.log(`\n${CONNECTIONS} connections, closed loop (autocannon), accept-encoding: br, gzip; ${soak.cpu.cores} cores, CPU in % of one core`)
  console.log(
    [
      ''.padEnd(34),
      'req/s'.padStart(8),
      'of bare'.padStart(8),
      'p50'.padStart(9),
      'p90'.padStart(9),
      'p99'.padStart(9),
      'max'.padStart(9),
      'CPU srv/client/else'.padStart(17),
      '  errors',
    ].join(' '),
  )
  console.log(row(`bare node:http, 1 page, ${bare.seconds.toFixed(0)} s`, bare, '100 %'))
  console.log(row(`the site, ${count(paths.length)} URLs, ${soak.seconds.toFixed(0)} s`, soak, `${(share * 100).toFixed(1)} %`))
  console.log(
    `server memory (RSS): start ${showRss(rssStart)}, after the crawl ${showRss(rssCrawled)}, after ${WARM_UP_SECONDS} s of soak ${showRss(rssWarm)}, ` +
      `end ${showRss(rssEnd)}; growth after warm-up ${growth === null ? 'n/a' : `${(growth * 100).toFixed(1)} %`}`,
  )

  const verdict = (holds: boolean) => (holds ? 'yes' : 'NO')
  console.log("\nthe issue's targets (reported, not enforced):")
  console.log(`  rate ≥ ${TARGETS.shareOfBare * 100} % of the bare server's: ${verdict(share >= TARGETS.shareOfBare)} (${(share * 100).toFixed(1)} %)`)
  console.log(`  p99 ≤ ${TARGETS.p99Ms} ms: ${verdict(soak.latency.p99 <= TARGETS.p99Ms)} (${ms(soak.latency.p99)})`)
  console.log(
    `  RSS ≤ ${mb(TARGETS.rssBytes)} after the soak: ${rssEnd === null ? 'n/a (no SOAK_PID)' : `${verdict(rssEnd <= TARGETS.rssBytes)} (${mb(rssEnd)})`}`,
  )

  if (soak.errorCount) problems.push(`${count(soak.errorCount)} errors`)
  if (growth !== null && growth >= TARGETS.growth)
    problems.push(`RSS grew ${(growth * 100).toFixed(1)} % after warm-up (limit: under ${TARGETS.growth * 100} %)`)
} catch (error) {
  problems.push(error instanceof Error ? error.message : String(error))
} finally {
  await site?.stop()
}
console.log(problems.length ? `\nsoak: FAILED: ${problems.join('; ')}` : '\nsoak: passed (no error, RSS growth under 10 % after warm-up)')
process.exitCode = problems.length ? 1 : 0
