import { chromium, type Browser, type Page } from 'playwright-core'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.ts'

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
}

/** A page that records console errors and uncaught exceptions (hydration mismatches among them); no service worker unless asked. */
export async function openPage(
  browser: Browser,
  { serviceWorkers = 'block', javaScriptEnabled = true }: { serviceWorkers?: 'allow' | 'block'; javaScriptEnabled?: boolean } = {},
): Promise<{ page: Page; errors: string[] }> {
  // Requests a service worker makes are invisible to page.route, which many tests rely on.
  const context = await browser.newContext({ serviceWorkers, javaScriptEnabled })
  const page = await context.newPage()
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(error.message))
  return { page, errors }
}

/**
 * Resolves once the page's behaviours run and every island on it has hydrated (renderer/islands/hydrate-islands.ts
 * hydrates them lazily; a test about what an island does asks for them all at once, as a visitor's
 * first move would). Tests of the lazy loading itself use waitForPageScript.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await waitForPageScript(page)
  await page.evaluate(() => {
    for (const island of document.querySelectorAll('[data-island]')) island.dispatchEvent(new Event('pointerover'))
    window.dispatchEvent(new Event('pointermove'))
  })
  await page.waitForSelector('[data-island]:not([data-hydrated])', { state: 'detached' })
}

/** Resolves once the page's script has started its behaviours and hydrated the islands of the first screen (browser/site-client.ts). */
export async function waitForPageScript(page: Page): Promise<void> {
  await page.waitForSelector('html[data-hydrated=true]', { state: 'attached' })
}

/** A fake clock paused at `time`: the page sees exactly that time until the test advances it. */
export async function pauseClockAt(page: Page, time: number): Promise<void> {
  await page.clock.install({ time: time - 1000 })
  await page.clock.pauseAt(time)
}

/**
 * From now on, every layout shift of the page is recorded with what moved (so a failure names the
 * element); `layoutShifts` reads them.
 */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.evaluate(() => {
    const shifts: string[] = []
    Object.assign(window, { layoutShifts: shifts })
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        const shift = entry as unknown as { value: number; sources?: { node?: Node | null }[] }
        const moved = (shift.sources ?? []).map((s) => (s.node instanceof Element ? s.node.outerHTML.slice(0, 100) : String(s.node?.nodeName)))
        shifts.push(`${shift.value.toFixed(4)}: ${moved.join(' | ')}`)
      }
    }).observe({ type: 'layout-shift' })
  })
}

export const layoutShifts = (page: Page): Promise<string[]> => page.evaluate(() => (window as unknown as { layoutShifts: string[] }).layoutShifts)

/** An init script: the page reports itself prerendered (as Chromium does) until `window.showPage()` activates it. */
export const PRERENDERED_UNTIL_SHOWN = `
  let prerendering = true
  Object.defineProperty(Document.prototype, 'prerendering', { configurable: true, get: () => prerendering })
  window.showPage = () => {
    prerendering = false
    document.dispatchEvent(new Event('prerenderingchange'))
  }`
