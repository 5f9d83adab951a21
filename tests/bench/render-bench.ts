/**
 * Prints what a page costs the built site (run `npm run build` first): its HTML bytes, and server
 * render latency/throughput (its JavaScript is `npm run bench`'s).
 * Bounded: a few seconds of loopback traffic per page.
 */
import { gzipSync } from 'node:zlib'
import { startSite } from '../support/site-server.ts'

const PAGES = [
  '/',
  '/dokan/pricing/',
  '/about/team/',
  '/es/dokan/pricing/',
  '/blog/',
  '/blog/90111/vendor-verification-without-scaring-sellers-away/',
  '/amp/blog/90111/vendor-verification-without-scaring-sellers-away/',
]
const LOAD_SECONDS = Number(process.env.BENCH_SECONDS ?? 3)
const CONCURRENCY = 8

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0

/** Requests `nextUrl()` from CONCURRENCY clients for LOAD_SECONDS: throughput and median latency. */
async function load(nextUrl: () => string) {
  const latencies: number[] = []
  const until = Date.now() + LOAD_SECONDS * 1000
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (Date.now() < until) {
        const started = performance.now()
        const response = await fetch(site.url + nextUrl(), { headers: { 'accept-encoding': 'identity' } })
        await response.arrayBuffer()
        latencies.push(performance.now() - started)
      }
    }),
  )
  return { rate: `${(latencies.length / LOAD_SECONDS).toFixed(0)}`, median: `${median(latencies).toFixed(1)} ms` }
}

const site = await startSite()
try {
  console.log('page                     HTML (gzip)')
  for (const url of PAGES) {
    const html = await (await fetch(site.url + url)).text()
    console.log(`${url.padEnd(24)} ${kb(Buffer.byteLength(html)).padStart(8)} (${kb(gzipSync(html).length).padStart(7)})`)
  }

  // Hot: the same URL again and again, as a popular page gets it (served from the page cache).
  // Rendered: a new query string each time, so every request renders (what a cache miss costs).
  console.log(`\nserver, ${CONCURRENCY} concurrent clients for ${LOAD_SECONDS}s per page and mode (loopback):`)
  console.log('page                        hot: req/s   median    rendered: req/s   median')
  for (const url of PAGES) {
    const hot = await load(() => url)
    let n = 0
    const rendered = await load(() => `${url}?bench=${n++}`)
    console.log(
      `${url.slice(0, 26).padEnd(26)} ${hot.rate.padStart(12)} ${hot.median.padStart(9)} ${rendered.rate.padStart(17)} ${rendered.median.padStart(9)}`,
    )
  }
} finally {
  await site.stop()
}
