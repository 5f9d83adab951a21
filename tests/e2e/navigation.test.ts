import { describe, expect, it } from 'vitest'
import type { Page, Route } from 'playwright-core'
import { useSiteAndBrowser } from '../support/site-and-browser.ts'
import { openPage, pauseClockAt, waitForHydration } from '../support/browser.ts'
import { SITE_COOKIES } from '../../renderer/site-cookies.ts'

const shared = useSiteAndBrowser()

const footerLink = (page: Page, name: string) => page.locator('footer').getByRole('link', { name, exact: true })
const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY))

/** Holds the next page-data request of client-side navigation until `release` is called. */
async function holdPageData(page: Page) {
  let release!: () => void
  const released = new Promise<void>((resolve) => (release = resolve))
  let requested!: () => void
  const wasRequested = new Promise<void>((resolve) => (requested = resolve))
  await page.route('**/*.pageContext.json', async (route: Route) => {
    requested()
    await released
    await route.continue()
  })
  return { release, wasRequested }
}

describe('loading bar', () => {
  it('appears only after 200 ms of navigation, fills over 5 s and goes when the page arrives', async () => {
    const { page, errors } = await openPage(shared.browser)
    await pauseClockAt(page, Date.now())
    await page.goto(`${shared.site.url}/`)
    await waitForHydration(page)
    const bar = page.getByRole('progressbar', { name: 'Loading the page' })
    const shownEver = () => page.evaluate(() => document.getElementById('loading-bar')?.dataset.active === 'true')
    const progress = () => bar.getAttribute('aria-valuenow')

    const slow = await holdPageData(page)
    await footerLink(page, 'About').click()
    await slow.wasRequested
    await page.clock.runFor(199)
    expect(await shownEver()).toBe(false)
    await page.clock.runFor(1)
    expect(await shownEver()).toBe(true)
    expect(await progress()).toBe('0')
    await page.clock.runFor(2500)
    expect(await progress()).toBe('50')
    await page.clock.runFor(2500)
    expect(await progress()).toBe('100')
    await page.clock.runFor(3000)
    expect(await progress()).toBe('100') // it waits full for the page
    slow.release()
    await page.waitForURL(`${shared.site.url}/about/`)
    await page.clock.runFor(400)
    await expect.poll(shownEver).toBe(false)
    await page.unroute('**/*.pageContext.json')

    // A navigation that completes within 200 ms never shows it.
    await page.evaluate(() => {
      const bar = document.getElementById('loading-bar')!
      const record = () => {
        if (bar.dataset.active) document.documentElement.dataset.barShown = 'true'
      }
      new MutationObserver(record).observe(bar, { attributes: true })
    })
    await footerLink(page, 'Dokan').click()
    await page.waitForURL(`${shared.site.url}/dokan/`)
    await page.clock.runFor(1000)
    expect(await page.evaluate(() => document.documentElement.dataset.barShown ?? 'never')).toBe('never')
    expect(errors).toEqual([])
    await page.context().close()
  })
})

describe('scroll on navigation', () => {
  it('goes to the top of a new page, back to the saved position on Back, and to the #hash target', async () => {
    const { page, errors } = await openPage(shared.browser)
    await page.setViewportSize({ width: 1000, height: 400 })
    await page.goto(`${shared.site.url}/`)
    await waitForHydration(page)
    await page.evaluate(() => window.scrollTo(0, 900))
    await expect.poll(() => scrollY(page)).toBe(900)
    await page.waitForTimeout(400) // vike saves the scroll position at most every 300 ms
    await footerLink(page, 'About').click()
    await page.waitForURL(`${shared.site.url}/about/`)
    await expect.poll(() => scrollY(page)).toBe(0)
    await page.goBack()
    await page.waitForURL(`${shared.site.url}/`)
    await expect.poll(() => scrollY(page)).toBe(900)

    // A link to a heading of another page lands on that heading.
    await page.evaluate(() => {
      const link = Object.assign(document.createElement('a'), { href: '/about/#what-we-believe', textContent: 'Our beliefs' })
      document.querySelector('main')!.prepend(link)
    })
    await page.getByRole('link', { name: 'Our beliefs' }).click()
    await page.waitForURL(`${shared.site.url}/about/#what-we-believe`)
    const headingTop = () => page.evaluate(() => Math.round(document.getElementById('what-we-believe')!.getBoundingClientRect().top))
    await expect.poll(async () => (await scrollY(page)) > 0 && Math.abs(await headingTop()) < 150).toBe(true)
    expect(errors).toEqual([])
    await page.context().close()
  })
})

describe('link prefetch', () => {
  /**
   * A page whose bottom widgets stay away: on a busy machine the cookie notice (4 s after load) and
   * the sales popup could otherwise cover the footer link the test hovers, and the hover would wait.
   */
  async function openQuietPage() {
    const opened = await openPage(shared.browser)
    await opened.page.context().addCookies([
      { name: SITE_COOKIES.cookiePolicy.name, value: 'true', url: shared.site.url },
      { name: SITE_COOKIES.salesNotificationsOff.name, value: 'all', url: shared.site.url },
    ])
    return opened
  }

  /** Page-data requests a hover on the footer's About link triggers under the given conditions. */
  async function prefetchesOnHover(setup: (page: Page) => Promise<void>): Promise<string[]> {
    const { page } = await openQuietPage()
    await page.goto(`${shared.site.url}/`)
    await waitForHydration(page)
    await setup(page)
    const requests: string[] = []
    page.on('request', (request) => request.url().includes('pageContext.json') && requests.push(new URL(request.url()).pathname))
    await footerLink(page, 'About').hover()
    await page.waitForTimeout(500)
    await page.context().close()
    return requests
  }

  const connection = (hints: { saveData: boolean; effectiveType: string }) => async (page: Page) => {
    await page.evaluate((h) => Object.defineProperty(Navigator.prototype, 'connection', { get: () => h, configurable: true }), hints)
  }

  it("fetches the hovered link's page data, and following the link reuses it", async () => {
    const { page, errors } = await openQuietPage()
    await page.goto(`${shared.site.url}/`)
    await waitForHydration(page)
    const fetched: string[] = []
    page.on('requestfinished', (request) => request.url().includes('pageContext.json') && fetched.push(new URL(request.url()).pathname))
    await footerLink(page, 'About').hover()
    await expect.poll(() => fetched).toEqual(['/about/index.pageContext.json'])
    await footerLink(page, 'About').hover() // again within 10 s: nothing more
    await footerLink(page, 'About').click()
    await page.waitForURL(`${shared.site.url}/about/`)
    await expect.poll(() => page.locator('h1').textContent()).toContain('We build the plugins')
    const transfers = await page.evaluate(() =>
      performance.getEntriesByType('resource').filter((e) => e.name.endsWith('/about/index.pageContext.json')).map((e) => (e as PerformanceResourceTiming).transferSize),
    )
    expect(transfers).toHaveLength(2)
    expect(transfers[0]).toBeGreaterThan(0)
    expect(transfers[1]).toBe(0) // served from the browser cache
    expect(errors).toEqual([])
    await page.context().close()
  })

  // One page load each (five in one test outran its 30 s on a busy machine).
  it('happens on a 4g connection without data saver', async () => {
    expect(await prefetchesOnHover(connection({ saveData: false, effectiveType: '4g' }))).toEqual(['/about/index.pageContext.json'])
  })

  it.each([
    ['offline', (page: Page) => page.context().setOffline(true)],
    ['on 2g', connection({ saveData: false, effectiveType: '2g' })],
    ['on slow 2g', connection({ saveData: false, effectiveType: 'slow-2g' })],
    ['with data saver', connection({ saveData: true, effectiveType: '4g' })],
  ])('is skipped %s', async (_, setup) => {
    expect(await prefetchesOnHover(setup)).toEqual([])
  })
})
