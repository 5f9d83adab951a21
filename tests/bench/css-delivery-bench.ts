/**
 * `npm run bench:css` (after `npm run build`): how the pages' stylesheets are best delivered, measured
 * on the same build served three ways (INLINE_CSS_MAX_BYTES): every stylesheet inline (the default),
 * those over 4 KiB linked (the base layer: cached across pages, the blocks' and templates' inline),
 * every stylesheet linked. For each page: the HTML+CSS a first visit and a second page transfer
 * (brotli bodies; the headers of each stylesheet request come on top) and Lighthouse's mobile LCP,
 * the median of BENCH_RUNS runs (3).
 */
import lighthouse from 'lighthouse'
import { chromium } from 'playwright-core'
import { startSite } from '../support/site-server.ts'
import { freePort } from '../support/ports.ts'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/chromium.ts'
import { STYLED_PAGES, htmlCssBytes } from '../support/page-weight.ts'

const RUNS = Number(process.env.BENCH_RUNS ?? 3)
const MODES = [
  { name: 'all inline', env: {} },
  { name: 'over 4 KiB linked', env: { INLINE_CSS_MAX_BYTES: String(4 * 1024) } },
  { name: 'all linked', env: { INLINE_CSS_MAX_BYTES: '0' } },
] as const

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`
const pad = (value: string | number, width: number) => String(value).padStart(width)
/** The median of the runs Lighthouse could measure (one may find no LCP: it is left out). */
const median = (values: number[]) => {
  const measured = values.filter(Number.isFinite).sort((a, b) => a - b)
  return measured.length ? measured[Math.floor(measured.length / 2)]! : NaN
}

const debuggingPort = await freePort()
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, `--remote-debugging-port=${debuggingPort}`] })
try {
  console.log(`HTML+CSS (brotli bodies, KB = 1,000 bytes; requests: stylesheets fetched) and Lighthouse mobile LCP (median of ${RUNS})`)
  console.log(`second page: after the home page (home: after pricing), the first page's stylesheets cached`)
  console.log(
    `${'page'.padEnd(14)} ${'delivery'.padEnd(18)} ${pad('first visit', 11)} ${pad('requests', 8)} ${pad('second page', 11)} ${pad('requests', 8)} ${pad('LCP', 7)}`,
  )
  const sites = []
  for (const mode of MODES) sites.push({ mode, site: await startSite(mode.env) })
  try {
    for (const [name, url] of Object.entries(STYLED_PAGES)) {
      for (const { mode, site } of sites) {
        await fetch(site.url + url) // rendered once: measured as the page cache keeps it
        const first = await htmlCssBytes(site.url + url)
        const before = await htmlCssBytes(site.url + (url === STYLED_PAGES.home ? STYLED_PAGES.pricing : STYLED_PAGES.home))
        const seen = new Set(before.stylesheets)
        const second = await htmlCssBytes(site.url + url, seen)
        const lcps: number[] = []
        for (let run = 0; run < RUNS; run++) {
          const result = await lighthouse(site.url + url, { port: debuggingPort, output: 'json', logLevel: 'error', onlyCategories: ['performance'] })
          lcps.push(result!.lhr.audits['largest-contentful-paint']?.numericValue ?? NaN)
        }
        console.log(
          `${name.padEnd(14)} ${mode.name.padEnd(18)} ${pad(kb(first.html + first.css), 11)} ${pad(first.stylesheets.length, 8)} ${pad(kb(second.html + second.css), 11)} ${pad(second.stylesheets.filter((href) => !seen.has(href)).length, 8)} ${pad(`${(median(lcps) / 1000).toFixed(2)} s`, 7)}`,
        )
      }
    }
  } finally {
    await Promise.all(sites.map(({ site }) => site.stop()))
  }
} finally {
  await browser.close()
}
