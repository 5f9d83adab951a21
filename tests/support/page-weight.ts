import http from 'node:http'
import { brotliDecompressSync } from 'node:zlib'
import type { Browser } from 'playwright-core'

/** Lighthouse's mobile viewport (Moto G Power): what "the first screen" means in the budgets. */
export const MOBILE_VIEWPORT = { width: 412, height: 823 }

/** The pages whose JavaScript has a budget (issue: home, pricing, a blog post, a docs article, a forum topic). */
export const BUDGETED_PAGES = {
  home: '/',
  pricing: '/dokan/pricing/',
  'blog post': '/blog/90111/vendor-verification-without-scaring-sellers-away/',
  'docs article': '/docs/dokan/commissions-and-withdrawals/how-commissions-work/',
  'forum topic': '/support/topic/como-configuro-kanban-4/',
} as const

/** At most this much JavaScript crosses the network on the first load of each budgeted page (bytes, compressed, headers included). */
export const JS_BUDGET_BYTES = 15 * 1024

export interface PageWeight {
  /** Every script and its transferred bytes (compressed body and headers). */
  scripts: { url: string; bytes: number }[]
  total: number
  /** Whether React (react-dom) was among them. */
  react: boolean
}

/**
 * The JavaScript a first visit transfers, until the page is idle (network quiet after load), in a
 * mobile viewport with the browser's own compression (brotli): what the budget counts.
 */
export async function firstLoadScripts(browser: Browser, url: string): Promise<PageWeight> {
  const context = await browser.newContext({ viewport: MOBILE_VIEWPORT, serviceWorkers: 'block' })
  const page = await context.newPage()
  const pending: Promise<{ url: string; bytes: number; react: boolean }>[] = []
  page.on('requestfinished', (request) => {
    if (request.resourceType() !== 'script') return
    pending.push(
      (async () => {
        const sizes = await request.sizes()
        const body = await (await request.response())?.text().catch(() => '')
        return { url: request.url(), bytes: sizes.responseBodySize + sizes.responseHeadersSize, react: /__reactContainer/.test(body ?? '') }
      })(),
    )
  })
  await page.goto(url, { waitUntil: 'load' })
  await page.waitForSelector('html[data-hydrated=true]', { state: 'attached' })
  await page.waitForLoadState('networkidle')
  const scripts = await Promise.all(pending)
  await context.close()
  return {
    scripts: scripts.map(({ url: u, bytes }) => ({ url: u, bytes })),
    total: scripts.reduce((sum, s) => sum + s.bytes, 0),
    react: scripts.some((s) => s.react),
  }
}

/** The pages whose HTML and CSS the bench weighs: the budgeted ones and a landing page. */
export const STYLED_PAGES = { ...BUDGETED_PAGES, 'landing page': '/best-woocommerce-multi-vendor-solution/' } as const

/**
 * The issue's figures (KB: HTML+CSS a first visit transfers, brotli), when every page carried every
 * block's styles; the target is 60 % of them.
 */
export const ISSUE_HTML_CSS_KB: Partial<Record<keyof typeof STYLED_PAGES, number>> = {
  home: 14.2,
  pricing: 14.7,
  'blog post': 17.9,
  'docs article': 15.9,
  'landing page': 14.5,
  'forum topic': 14.3,
}

export interface HtmlCssWeight {
  /** The page's body, brotli, as the site sends it. */
  html: number
  /** The stylesheets it links that were not cached yet (brotli bodies, or as sent when too small to compress). */
  css: number
  /** Every stylesheet the page links (whether it was cached or not). */
  stylesheets: string[]
}

/** A body as the site sends it to a browser that accepts brotli: its bytes, and its text. */
function brotliBody(url: string): Promise<{ bytes: number; text: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': 'br' } }, (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () => {
          const body = Buffer.concat(chunks)
          resolve({ bytes: body.length, text: (response.headers['content-encoding'] === 'br' ? brotliDecompressSync(body) : body).toString() })
        })
        response.on('error', reject)
      })
      .on('error', reject)
  })
}

/**
 * The HTML and CSS a visit of `url` transfers (bodies, brotli, headers left out): the page and the
 * stylesheets it links that are not in `cached` (a second page: those of the first are).
 */
export async function htmlCssBytes(url: string, cached: ReadonlySet<string> = new Set()): Promise<HtmlCssWeight> {
  const page = await brotliBody(url)
  const origin = new URL(url).origin
  const stylesheets = [...page.text.matchAll(/<link rel="stylesheet"[^>]* href="([^"]+)"/g)].map((m) => m[1]!)
  const css = await Promise.all(stylesheets.filter((href) => !cached.has(href)).map(async (href) => (await brotliBody(origin + href)).bytes))
  return { html: page.bytes, css: css.reduce((sum, bytes) => sum + bytes, 0), stylesheets }
}
