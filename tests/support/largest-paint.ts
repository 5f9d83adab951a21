import type { Browser } from 'playwright-core'

/** A phone's screen, as the field LCP figures were taken (Chromium, CSS pixels). */
export const PHONE_SCREEN = { width: 412, height: 823 }

/** Records every `largest-contentful-paint` entry of the document, with what was painted. */
const RECORD_LARGEST_PAINTS = `(() => {
  window.largestPaints = []
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const element = entry.element
      window.largestPaints.push({
        time: entry.startTime,
        size: entry.size,
        element: element ? element.tagName.toLowerCase() + (element.className ? '.' + String(element.className).split(' ')[0] : '') + ' "' + (element.textContent || '').trim().slice(0, 40) + '"' : '(gone)',
        inCookieNotice: Boolean(element && element.closest('.cookie-notice')),
        inMain: Boolean(element && element.closest('main')),
      })
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true })
})()`

export interface LargestPaint {
  time: number
  size: number
  element: string
  inCookieNotice: boolean
  inMain: boolean
}

/**
 * The page's last largest paint for a visitor on a phone who has not accepted cookies and does not
 * touch the page: after `readMs` of reading (real time: a bench's measure), or, with 0, once the
 * page's script has hydrated its first screen (what a test asks: which element it is).
 */
export async function lastLargestPaint(browser: Browser, url: string, readMs: number): Promise<LargestPaint> {
  const context = await browser.newContext({ viewport: PHONE_SCREEN, deviceScaleFactor: 1, serviceWorkers: 'block' })
  try {
    const page = await context.newPage()
    await page.addInitScript(RECORD_LARGEST_PAINTS)
    await page.goto(url)
    await page.waitForSelector('html[data-hydrated=true]', { state: 'attached' })
    if (readMs > 0) await page.waitForTimeout(readMs)
    await page.waitForFunction(() => (window as unknown as { largestPaints: unknown[] }).largestPaints.length > 0)
    const paints = await page.evaluate(() => (window as unknown as { largestPaints: LargestPaint[] }).largestPaints)
    return paints.at(-1)!
  } finally {
    await context.close()
  }
}
