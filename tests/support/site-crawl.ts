/**
 * The whole site as a load: every URL of its sitemaps plus the first pages of its paged lists, one
 * crawl of them, a closed-loop load over them (autocannon) and the same load against a bare
 * `node:http` server sending one page's bytes, for a baseline measured in the same run. Shared by
 * `npm run soak` (tests/soak/soak-site.ts) and `npm run bench:cluster` (tests/bench/cluster-bench.ts).
 */
import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import http from 'node:http'
import { createRequire } from 'node:module'
import { availableParallelism, tmpdir } from 'node:os'
import path from 'node:path'
import autocannon from 'autocannon'
import { LOCALE_CODES, localizePath } from '../../content-rules/locales.ts'

/**
 * autocannon 9 appends every response body to a string (`body += chunk`, a UTF-8 decode) in case a
 * `verifyBody`, `expectBody` or `onResponse` wants it. None is used here, and decoding brotli bytes
 * as UTF-8 costs the load client about 300 µs a response: with it, this 2-core machine could not send
 * more than about 2,000 requests/s of a 14 KiB page, bare server or not. Bodies are still counted
 * (bytes) and read off the socket; they are just not kept.
 */
const PipelinedRequestsQueue = createRequire(import.meta.url)('autocannon/lib/pipelinedRequestsQueue.js') as { prototype: { addBody?: unknown } }
if (typeof PipelinedRequestsQueue.prototype.addBody !== 'function')
  throw new Error('autocannon changed: PipelinedRequestsQueue.prototype.addBody is gone (see tests/support/site-crawl.ts)')
PipelinedRequestsQueue.prototype.addBody = () => {}

/** What every request of a crawl or a load asks for: the encodings browsers take. */
export const LOAD_HEADERS = { 'accept-encoding': 'br, gzip' } as const

/** Runs `work` over `items` with at most `concurrency` at a time; results in the items' order. */
async function inPool<T, R>(items: readonly T[], concurrency: number, work: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length)
  let next = 0
  const worker = async () => {
    while (next < items.length) {
      const index = next++
      results[index] = await work(items[index]!, index)
    }
  }
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker))
  return results
}

/** A page's HTML (decoded), or an error naming the URL and its status. */
async function text(url: string): Promise<string> {
  const response = await fetch(url, { headers: LOAD_HEADERS, redirect: 'manual' })
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`)
  return response.text()
}

const unescapeXml = (value: string) =>
  value
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&')
/** The `<loc>`s of a sitemap or sitemap index, as path + query (their host is the site's public one). */
const locPaths = (xml: string) =>
  [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => {
    const url = new URL(unescapeXml(match[1]!.trim()))
    return url.pathname + url.search
  })

/** The page's own `rel="next"` link (an `<a>` or `<link>`), as a path on the same site, or null. */
function nextPagePath(html: string, pageUrl: string): string | null {
  for (const [tag] of html.matchAll(/<(?:a|link)\b[^>]*>/g)) {
    if (!/\brel="(?:[^"]*\s)?next(?:\s[^"]*)?"/.test(tag)) continue
    const href = /\bhref="([^"]+)"/.exec(tag)?.[1]
    if (!href) continue
    const url = new URL(unescapeXml(href), pageUrl)
    if (url.origin === new URL(pageUrl).origin) return url.pathname + url.search
  }
  return null
}

/**
 * The topic tag with the most topics on a tag index page (its count follows each link: "159 topics";
 * the first of equals); the first tag linked when no count is found; null when none is.
 */
function biggestTag(html: string): string | null {
  let best: { path: string; count: number } | null = null
  for (const match of html.matchAll(/<a\b[^>]*\bhref="([^"]*\/support\/topic-tag\/[^"/]+\/)"[^>]*>[\s\S]*?<\/a>\s*(?:<span\b[^>]*>([^<]*)<\/span>)?/g)) {
    const count = Number(match[2]?.replace(/\D/g, '') || 0)
    if (!best || count > best.count) best = { path: match[1]!, count }
  }
  return best?.path ?? null
}

/** The category archive a blog front page links to most often (the first of equals), or null. */
function mostLinkedCategory(html: string): string | null {
  const counts = new Map<string, number>()
  for (const match of html.matchAll(/\bhref="((?:\/[a-z]{2})?\/category\/[^"#?]+\/)"/g)) counts.set(match[1]!, (counts.get(match[1]!) ?? 0) + 1)
  let best: string | null = null
  for (const [category, count] of counts) if (best === null || count > counts.get(best)!) best = category
  return best
}

/** Where `sitemapUrls`' paths came from. */
export interface UrlCounts {
  /** Listed by the sitemaps (once each). */
  sitemaps: number
  /** Archives no sitemap lists (tag index, biggest tag, a category). */
  archives: number
  /** Second pages of lists. */
  secondPages: number
}

/**
 * Every page path of the site's sitemaps (`/sitemap.xml`, an index of one sitemap per language), in
 * their order, then the first pages of its paged lists, found on the lists' own pages:
 * - per language, the archives no sitemap lists: the topic-tag index, its biggest tag's list and
 *   the category archive the blog's front page links to most;
 * - page 2 (the page's `rel="next"` link) of each blog front page, each forum and those archives.
 * De-duplicated; the same site gives the same list in the same order.
 */
export async function sitemapUrls(baseUrl: string, options: { onCounts?: (counts: UrlCounts) => void } = {}): Promise<string[]> {
  const sitemaps = locPaths(await text(`${baseUrl}/sitemap.xml`))
  if (sitemaps.length === 0) throw new Error(`${baseUrl}/sitemap.xml lists no sitemap`)
  const listed = (await Promise.all(sitemaps.map(async (sitemap) => locPaths(await text(baseUrl + sitemap))))).flat()
  const paths = new Set(listed)

  const isBlogFront = (p: string) => /^(?:\/[a-z]{2})?\/blog\/$/.test(p)
  const isForum = (p: string) => /^(?:\/[a-z]{2})?\/support\/forum\/[^/]+\/(?:[^/]+\/)*$/.test(p)
  const lists = listed.filter((p) => isBlogFront(p) || isForum(p))
  const tagIndexes = LOCALE_CODES.map((lang) => localizePath('/support/topic-tag/', lang))
  // Pages fetched to find others: lists of the sitemaps, then the archives they point at.
  const html = new Map<string, string>()
  const read = (list: string[]) => inPool(list, 8, async (p) => void html.set(p, await text(baseUrl + p)))
  await read([...lists, ...tagIndexes])
  const archives = [
    ...tagIndexes,
    ...tagIndexes.map((index) => biggestTag(html.get(index)!)),
    ...lists.filter(isBlogFront).map((front) => mostLinkedCategory(html.get(front)!)),
  ].filter((p): p is string => p !== null)
  await read(archives.filter((p) => !html.has(p)))
  const sitemapped = paths.size
  for (const p of archives) paths.add(p)
  const withArchives = paths.size
  for (const p of [...lists, ...archives]) {
    const next = nextPagePath(html.get(p)!, baseUrl + p)
    if (next) paths.add(next)
  }
  options.onCounts?.({ sitemaps: sitemapped, archives: withArchives - sitemapped, secondPages: paths.size - withArchives })
  return [...paths]
}

export interface CrawlResult {
  /** Wall time of the crawl, in ms. */
  elapsedMs: number
  /** Each path's answer: status (0 when the request failed), body bytes as sent. */
  answers: { path: string; status: number; bytes: number; error?: string }[]
  /** The answers that were not 200. */
  failures: { path: string; status: number; error?: string }[]
}

/** GETs each path once (`clients` at a time, kept-alive connections), bodies read as sent and dropped. */
export async function crawlOnce(baseUrl: string, paths: readonly string[], { clients = 8 }: { clients?: number } = {}): Promise<CrawlResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: clients })
  const started = performance.now()
  try {
    const answers = await inPool(
      paths,
      clients,
      (p) =>
        new Promise<CrawlResult['answers'][number]>((resolve) => {
          const request = http.get(baseUrl + p, { agent, headers: LOAD_HEADERS, timeout: 60_000 }, (response) => {
            let bytes = 0
            response.on('data', (chunk: Buffer) => (bytes += chunk.length))
            response.on('end', () => resolve({ path: p, status: response.statusCode ?? 0, bytes }))
            response.on('error', (error) => resolve({ path: p, status: 0, bytes, error: error.message }))
          })
          request.on('timeout', () => request.destroy(new Error('timed out after 60 s')))
          request.on('error', (error) => resolve({ path: p, status: 0, bytes: 0, error: error.message }))
        }),
    )
    const elapsedMs = performance.now() - started
    return {
      elapsedMs,
      answers,
      failures: answers.filter((a) => a.status !== 200).map(({ path, status, error }) => ({ path, status, ...(error ? { error } : {}) })),
    }
  } finally {
    agent.destroy()
  }
}

/** The answer of median size in a crawl (200s only): a typical page, for the bare baseline. */
export function medianPage(crawl: CrawlResult): string {
  const ok = crawl.answers.filter((a) => a.status === 200).sort((a, b) => a.bytes - b.bytes || (a.path < b.path ? -1 : 1))
  if (ok.length === 0) throw new Error('the crawl has no page that answered 200')
  return ok[Math.floor(ok.length / 2)]!.path
}

export interface LoadResult {
  connections: number
  /** How long the load ran, in s. */
  seconds: number
  /** Responses received (any status). */
  requests: number
  /** Responses per second (any status). */
  rate: number
  /** 2xx responses per second. */
  okRate: number
  /** Errors by kind: `HTTP 503` (any non-2xx), `timeout`, `ECONNRESET` (a connection error's code)… */
  errors: Record<string, number>
  errorCount: number
  /** Latency of the responses (any status) and of the timeouts (counted at the time limit), in ms. */
  latency: { p50: number; p90: number; p99: number; max: number }
  /** CPU used during the load, in % of one core: the servers named, this process (the load client), all else on the machine. */
  cpu: CpuShare
}

/** A load's time limit for one answer; autocannon's default. */
const TIMEOUT_SECONDS = 10

/**
 * A closed-loop load: `connections` kept-alive connections (autocannon), each sending its next
 * request when its answer has come, for `seconds`; the paths in turn, round robin over all of them.
 * Non-2xx answers, timeouts (10 s) and connection errors count as errors.
 */
export async function loadRun(
  baseUrl: string,
  paths: readonly string[],
  { connections, seconds, serverPids = [] }: { connections: number; seconds: number; serverPids?: number[] },
): Promise<LoadResult> {
  if (paths.length === 0) throw new Error('loadRun: no paths')
  const meter = cpuMeter(serverPids)
  let next = 0
  let latencies = new Float64Array(1 << 16)
  let count = 0
  let responses = 0
  let ok = 0
  const record = (value: number) => {
    if (count === latencies.length) {
      const grown = new Float64Array(latencies.length * 2)
      grown.set(latencies)
      latencies = grown
    }
    latencies[count++] = value
  }
  const errors: Record<string, number> = {}
  const add = (kind: string) => (errors[kind] = (errors[kind] ?? 0) + 1)
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: baseUrl,
        connections,
        duration: seconds,
        headers: { ...LOAD_HEADERS },
        timeout: TIMEOUT_SECONDS,
        // One request object for every connection: each time a connection sends, it takes the next path.
        requests: [{ setupRequest: (request) => ((request.path = paths[next++ % paths.length]!), request) }],
      },
      (error, result) => (error ? reject(error instanceof Error ? error : new Error(String(error))) : resolve(result)),
    )
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      responses++
      record(responseTime)
      if (statusCode < 200 || statusCode > 299) add(`HTTP ${statusCode}`)
      else ok++
    })
    // Timeouts are counted by the result (their error has no code) and enter the latencies at the
    // time limit, a lower bound (autocannon leaves them out); other errors count by their code.
    instance.on('reqError', (error: NodeJS.ErrnoException) => {
      if (error.message === 'request timed out') record(TIMEOUT_SECONDS * 1000)
      else add(error.code ?? error.message)
    })
  })
  const cpu = meter.stop()
  if (result.timeouts) errors.timeout = result.timeouts
  const sorted = latencies.subarray(0, count).sort()
  const at = (q: number) => (count ? sorted[Math.min(count - 1, Math.floor(q * count))]! : NaN)
  return {
    connections,
    seconds: result.duration,
    requests: responses,
    rate: responses / result.duration,
    okRate: ok / result.duration,
    errors,
    errorCount: Object.values(errors).reduce((a, b) => a + b, 0),
    latency: { p50: at(0.5), p90: at(0.9), p99: at(0.99), max: count ? sorted[count - 1]! : NaN },
    cpu,
  }
}

/** A page's bytes exactly as sent (brotli, not decoded) and the headers to send them with again. */
function rawPage(pageUrl: string): Promise<{ bytes: Buffer; headers: Record<string, string> }> {
  return new Promise((resolve, reject) => {
    http
      .get(pageUrl, { headers: LOAD_HEADERS }, (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('error', reject)
        response.on('end', () => {
          if (response.statusCode !== 200) return reject(new Error(`${pageUrl} answered ${response.statusCode}`))
          if (response.headers['content-encoding'] !== 'br')
            return reject(new Error(`${pageUrl} was not sent with brotli (content-encoding: ${response.headers['content-encoding'] ?? 'none'})`))
          // Every header the site sent, but those of the connection and the date (node:http writes its own).
          const skip = new Set(['connection', 'keep-alive', 'transfer-encoding', 'date', 'content-length'])
          const headers = Object.fromEntries(
            Object.entries(response.headers)
              .filter(([name]) => !skip.has(name))
              .map(([name, value]) => [name, Array.isArray(value) ? value.join(', ') : String(value)]),
          )
          resolve({ bytes: Buffer.concat(chunks), headers })
        })
      })
      .on('error', reject)
  })
}

/** The bare server: one response, from memory, whatever the request. Its own process, as the site is. */
const BARE_SERVER = `
const { createServer } = require('node:http')
const { readFileSync } = require('node:fs')
const bytes = readFileSync(process.env.BARE_BODY)
const headers = { ...JSON.parse(readFileSync(process.env.BARE_HEADERS, 'utf8')), 'content-length': bytes.length }
const server = createServer((req, res) => { res.writeHead(200, headers); res.end(bytes) })
server.listen(0, '127.0.0.1', () => console.log('bare on ' + server.address().port))
`

export interface BaselineResult extends LoadResult {
  /** The page whose bytes were served, and their size. */
  pageUrl: string
  bytes: number
}

/**
 * The rate at which a bare `node:http` server (its own process, like the site) sends one page's
 * bytes as the site sent them (brotli, with the site's headers), under the same load shape as
 * `loadRun`: the ceiling of this machine, this load client and Node for that page.
 */
export async function bareServerBaseline(pageUrl: string, { connections, seconds }: { connections: number; seconds: number }): Promise<BaselineResult> {
  const page = await rawPage(pageUrl)
  const dir = mkdtempSync(path.join(tmpdir(), 'bare-server-'))
  writeFileSync(path.join(dir, 'body'), page.bytes)
  writeFileSync(path.join(dir, 'headers.json'), JSON.stringify(page.headers))
  const child = spawn(process.execPath, ['-e', BARE_SERVER], {
    env: { ...process.env, BARE_BODY: path.join(dir, 'body'), BARE_HEADERS: path.join(dir, 'headers.json') },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  try {
    const port = await new Promise<number>((resolve, reject) => {
      let output = ''
      const timer = setTimeout(() => reject(new Error(`the bare server did not start:\n${output}`)), 10_000)
      const take = (chunk: Buffer) => {
        output += chunk.toString()
        const match = /bare on (\d+)/.exec(output)
        if (match) {
          clearTimeout(timer)
          resolve(Number(match[1]))
        }
      }
      child.stdout.on('data', take)
      child.stderr.on('data', take)
      child.once('exit', (code) => {
        clearTimeout(timer)
        reject(new Error(`the bare server exited (${code}):\n${output}`))
      })
    })
    const result = await loadRun(`http://127.0.0.1:${port}`, ['/'], { connections, seconds, serverPids: [child.pid!] })
    return { ...result, pageUrl, bytes: page.bytes.length }
  } finally {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve))
      child.kill('SIGKILL')
      await exited
    }
    rmSync(dir, { recursive: true, force: true })
  }
}

export interface CpuShare {
  /** The servers' processes together. */
  servers: number
  /** This process: the load client. */
  client: number
  /** Everything else the machine ran (other programs, haproxy, databases…). */
  others: number
  /** Cores of the machine (the most the three can add up to is cores × 100). */
  cores: number
}

const TICKS_PER_SECOND = 100
/** Busy time of the whole machine, in clock ticks (/proc/stat: all but idle and iowait). */
function machineTicks(): number {
  const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/)
  const values = fields.map(Number)
  return values.reduce((a, b) => a + b, 0) - values[3]! - values[4]!
}
/** A process's CPU time (user + system), in clock ticks; 0 once it is gone. */
function processTicks(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')
    return Number(fields[11]) + Number(fields[12])
  } catch {
    return 0
  }
}

/** Measures who used the CPU from now until `stop()`: the servers named, this process, the rest. */
export function cpuMeter(serverPids: number[]) {
  const started = performance.now()
  const machine = machineTicks()
  const servers = serverPids.map(processTicks)
  const self = process.cpuUsage()
  return {
    stop(): CpuShare {
      const seconds = (performance.now() - started) / 1000
      const percent = (ticks: number) => (100 * ticks) / TICKS_PER_SECOND / seconds
      const serverTicks = serverPids.reduce((sum, pid, i) => sum + processTicks(pid) - servers[i]!, 0)
      const used = process.cpuUsage(self)
      const clientTicks = ((used.user + used.system) / 1e6) * TICKS_PER_SECOND
      const machineUsed = machineTicks() - machine
      return {
        servers: percent(serverTicks),
        client: percent(clientTicks),
        others: Math.max(0, percent(machineUsed - serverTicks - clientTicks)),
        cores: availableParallelism(),
      }
    },
  }
}

/** A process's resident memory (VmRSS), in bytes. */
export function rssOf(pid: number): number {
  const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]
  if (kb === undefined) throw new Error(`no VmRSS for process ${pid}`)
  return Number(kb) * 1024
}

export const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`
export const percent = (value: number) => `${value.toFixed(0)} %`
export const ms = (value: number) => (Number.isFinite(value) ? `${value < 10 ? value.toFixed(2) : value.toFixed(1)} ms` : '-')
