import { until, type PrerenderingBrowser, type TabOptions } from './prerendering-browser.ts'

/**
 * How a visitor's click becomes a page, timed by the browser itself: from the click event on the
 * page left to the largest contentful paint of the page shown, both on the browser's clock.
 */

/** How the next page is fetched ahead of the click. */
export type Speculation = 'prerender' | 'hover prefetch' | 'none'

export const SPECULATIONS: Record<Speculation, string> = {
  prerender: 'speculation rules (prerender on hover)',
  'hover prefetch': 'no speculation rules: the hover prefetch (as before)',
  none: 'Speculation-Rules header removed',
}

/** Every document records its LCP entries and says, on the console, when a click happened in it. */
const RECORD = `
  window.lcpTimes = []
  new PerformanceObserver((list) => { for (const entry of list.getEntries()) window.lcpTimes.push(entry.startTime) }).observe({ type: 'largest-contentful-paint', buffered: true })
  addEventListener('click', (event) => console.debug('click-at', performance.timeOrigin + event.timeStamp), true)`
/** A browser without speculation rules, as the page script sees it. */
const NO_SPECULATION_RULES = `{ const supports = HTMLScriptElement.supports.bind(HTMLScriptElement); HTMLScriptElement.supports = (type) => type !== 'speculationrules' && supports(type) }`

const TAB_OPTIONS: Record<Speculation, TabOptions> = {
  prerender: { initScript: RECORD },
  'hover prefetch': { initScript: `${RECORD};${NO_SPECULATION_RULES}`, dropResponseHeaders: ['speculation-rules'] },
  none: { initScript: RECORD, dropResponseHeaders: ['speculation-rules'] },
}

export interface ClickToLcp {
  /** From the click event to the new page's LCP, ms. */
  clickToLcp: number
  /** The new page's activationStart (> 0: it was prerendered). */
  activationStart: number
}

/**
 * Opens `from` in a fresh tab (its own cache), hovers the link to `to` until what the hover starts
 * is done (the prerender ready, the prefetch received; nothing for `none` but the hover itself),
 * clicks it and times the click to the LCP of the page shown.
 */
export async function clickToLcp(browser: PrerenderingBrowser, origin: string, from: string, to: string, speculation: Speculation): Promise<ClickToLcp> {
  const tab = await browser.newTab(TAB_OPTIONS[speculation])
  try {
    await tab.goto(origin + from)
    // A visitor's hover comes after the page's script has started (it starts after the first paint):
    // the hover prefetch is its doing.
    await until(() => tab.evaluate<boolean>(`document.documentElement.dataset.hydrated === 'true'`), "the page's script")
    const link = `a[href="${to}"]`
    await tab.hover(link)
    if (speculation === 'prerender') await tab.waitForPrerender(origin + to)
    if (speculation === 'hover prefetch')
      await until(
        () => tab.evaluate<boolean>(`performance.getEntriesByName(location.origin + ${JSON.stringify(to)}).some((entry) => entry.responseEnd > 0)`),
        `the prefetch of ${to}`,
      )
    await tab.click(link)
    await tab.waitForUrl(origin + to)
    const clickAt = Number(await until(() => tab.consoleDebug.find((line) => line.startsWith('click-at '))?.slice('click-at '.length), 'the click'))
    await until(() => tab.evaluate<boolean>(`document.readyState === 'complete' && window.lcpTimes.length > 0`), `the LCP of ${to}`)
    const page = await tab.evaluate<{ lcp: number; origin: number; activationStart: number }>(
      `({ lcp: window.lcpTimes.at(-1), origin: performance.timeOrigin, activationStart: performance.getEntriesByType('navigation')[0].activationStart })`,
    )
    return { clickToLcp: page.origin + page.lcp - clickAt, activationStart: page.activationStart }
  } finally {
    await tab.close()
  }
}
