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
export const JS_BUDGET_BYTES = 68 * 1024

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
  return { scripts: scripts.map(({ url: u, bytes }) => ({ url: u, bytes })), total: scripts.reduce((sum, s) => sum + s.bytes, 0), react: scripts.some((s) => s.react) }
}
