/**
 * Prints what a visitor pays for a page on the built site (run `npm run build` first):
 * HTML and page-data bytes, client JavaScript per page, and server render latency/throughput.
 * Bounded: a few seconds of loopback traffic per page.
 */
import { gzipSync } from 'node:zlib'
import { startSite } from '../support/site-server.ts'
import { launchBrowser, waitForHydration } from '../support/browser.ts'

const PAGES = ['/', '/dokan/pricing/', '/about/team/', '/es/dokan/pricing/', '/blog/', '/blog/90111/vendor-verification-without-scaring-sellers-away/', '/amp/blog/90111/vendor-verification-without-scaring-sellers-away/']
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
const browser = await launchBrowser()
try {
  console.log('page                     HTML (gzip)        page data   data/HTML   client JS (decoded)')
  for (const url of PAGES) {
    const html = await (await fetch(site.url + url)).text()
    const data = /<script id="vike_pageContext" type="application\/json">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? ''
    const page = await browser.newPage()
    const scripts: Promise<number>[] = []
    page.on('response', (r) => {
      if (r.request().resourceType() === 'script') scripts.push(r.body().then((b) => b.length))
    })
    // AMP pages are HTML only: nothing hydrates; their runtime is a third-party script, not counted.
    const amp = url.includes('/amp/')
    if (amp) await page.route('https://cdn.ampproject.org/**', (route) => route.fulfill({ contentType: 'text/javascript', body: '' }))
    await page.goto(site.url + url)
    if (!amp) await waitForHydration(page)
    await page.waitForLoadState('networkidle')
    const js = (await Promise.all(scripts)).reduce((a, b) => a + b, 0)
    await page.close()
    const htmlBytes = Buffer.byteLength(html)
    const dataBytes = Buffer.byteLength(data)
    console.log(
      `${url.padEnd(24)} ${kb(htmlBytes).padStart(8)} (${kb(gzipSync(html).length).padStart(7)})  ${kb(dataBytes).padStart(9)}   ${(dataBytes / htmlBytes).toFixed(2).padStart(8)}   ${kb(js).padStart(9)}`,
    )
  }

  // Hot: the same URL again and again, as a popular page gets it (served from the page cache).
  // Rendered: a new query string each time, so every request renders (what a cache miss costs).
  console.log(`\nserver, ${CONCURRENCY} concurrent clients for ${LOAD_SECONDS}s per page and mode (loopback):`)
  console.log('page                        hot: req/s   median    rendered: req/s   median')
  for (const url of PAGES) {
    const hot = await load(() => url)
    let n = 0
    const rendered = await load(() => `${url}?bench=${n++}`)
    console.log(`${url.slice(0, 26).padEnd(26)} ${hot.rate.padStart(12)} ${hot.median.padStart(9)} ${rendered.rate.padStart(17)} ${rendered.median.padStart(9)}`)
  }
} finally {
  await browser.close()
  await site.stop()
}
