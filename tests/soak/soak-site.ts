/**
 * `npm run soak` (after `npm run build`): 200 connections for 60 s over a crawl of 200+ URLs of the
 * production build (every SPEC page in three languages, blog, docs and forum pages). Prints requests,
 * errors, latency percentiles and the server's memory (RSS) after warm-up and at the end; fails on
 * any error or on memory growing 10 % or more after warm-up.
 *
 *   SOAK_SECONDS=60 SOAK_CONNECTIONS=200 npm run soak
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import http from 'node:http'
import { startSite } from '../support/site-server.ts'
import { SPEC_PAGES } from '../support/spec-routes.ts'
import { loadDataset } from '../../server/content-api/dataset.ts'
import { LOCALE_CODES, localizePath } from '../../locales/locales.ts'

const SECONDS = Number(process.env.SOAK_SECONDS ?? 60)
const CONNECTIONS = Number(process.env.SOAK_CONNECTIONS ?? 200)
const WARM_UP_SECONDS = Math.min(15, SECONDS / 4)

const dataset = loadDataset(path.resolve('content'))
const urls = [
  ...LOCALE_CODES.flatMap((lang) => SPEC_PAGES.map((route) => localizePath(route ? `/${route}/` : '/', lang))),
  ...dataset.posts.slice(0, 20).map((post) => `/blog/${post.meta.id}/${post.slug}/`),
  ...dataset.docs.filter((doc) => doc.lang === 'en').slice(0, 30).map((doc) => doc.meta.base ?? `/docs/${doc.key}/`),
  ...dataset.forum.topics.slice(0, 30).map((topic) => `/support/topic/${topic.slug}/`),
  '/support/forum/dokan/payments/', '/support/topic-tag/stripe/', '/blog/', '/docs/',
]

const rss = (pid: number) => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) * 1024
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`

const site = await startSite()
const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS })
/** One GET over the kept-alive connections, its body read and dropped; resolves with the status. */
const get = (url: string) =>
  new Promise<number>((resolve, reject) => {
    const req = http.get(site.url + url, { agent, headers: { 'accept-encoding': 'br, gzip' } }, (response) => {
      response.resume()
      response.on('end', () => resolve(response.statusCode ?? 0))
      response.on('error', reject)
    })
    req.on('error', reject)
  })
const latencies: number[] = []
const errors = new Map<string, number>()
let next = 0
let warmRss = 0
try {
  // Every URL once first: a URL that does not answer 200 is a crawl mistake, not load.
  const broken: string[] = []
  for (const url of urls) {
    const statusCode = await get(url)
    if (statusCode !== 200) broken.push(`${statusCode} ${url}`)
  }
  if (broken.length) throw new Error(`the crawl has URLs that do not answer 200:\n${broken.join('\n')}`)

  const until = Date.now() + SECONDS * 1000
  const warm = setTimeout(() => (warmRss = rss(site.pid)), WARM_UP_SECONDS * 1000)
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (Date.now() < until) {
        const url = urls[next++ % urls.length]!
        const started = performance.now()
        try {
          const statusCode = await get(url)
          if (statusCode !== 200) errors.set(`${statusCode}`, (errors.get(`${statusCode}`) ?? 0) + 1)
        } catch (error) {
          const key = error instanceof Error ? error.message : String(error)
          errors.set(key, (errors.get(key) ?? 0) + 1)
        }
        latencies.push(performance.now() - started)
      }
    }),
  )
  clearTimeout(warm)
} finally {
  const endRss = rss(site.pid)
  agent.destroy()
  await site.stop()
  latencies.sort((a, b) => a - b)
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]?.toFixed(1) ?? '-'
  const growth = warmRss ? (endRss - warmRss) / warmRss : 0
  const errorCount = [...errors.values()].reduce((a, b) => a + b, 0)
  console.log(`soak: ${urls.length} URLs, ${CONNECTIONS} connections, ${SECONDS} s`)
  console.log(`requests: ${latencies.length} (${(latencies.length / SECONDS).toFixed(0)} req/s), errors: ${errorCount}${errorCount ? ` (${[...errors].map(([k, n]) => `${k} × ${n}`).join(', ')})` : ''}`)
  console.log(`latency: p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, p99 ${at(0.99)} ms, max ${at(1)} ms`)
  console.log(`server memory (RSS): ${mb(warmRss)} after ${WARM_UP_SECONDS} s warm-up, ${mb(endRss)} at the end (${(growth * 100).toFixed(1)} %)`)
  const failed = errorCount > 0 || growth >= 0.1
  console.log(failed ? 'soak: FAILED' : 'soak: passed')
  process.exitCode = failed ? 1 : 0
}
