import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { withSiteAndBrowser } from '../support/site-and-browser.ts'
import { startRecordingProxy, type RecordingProxy } from '../support/recording-proxy.ts'
import { openPage, pauseClockAt, waitForPageScript } from '../support/browser.ts'
import { SITE_COOKIES } from '../../renderer/site-cookies.ts'

const shared = withSiteAndBrowser()

const footerLink = (page: Page, name: string) => page.locator('footer').getByRole('link', { name, exact: true })
/** Follows a footer link where the page is scrolled (a pointer click would scroll the link into view, and hover it). */
const follow = (page: Page, name: string) => footerLink(page, name).evaluate((link: HTMLElement) => link.click())
const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY))

describe('loading bar', () => {
  it('appears only after 200 ms of navigation, fills over 5 s and is gone once the page arrives', async () => {
    const { page, errors } = await openPage(shared.browser)
    await pauseClockAt(page, Date.now())
    await page.goto(`${shared.site.url}/`)
    await waitForPageScript(page)
    const bar = page.getByRole('progressbar', { name: 'Loading the page' })
    const shownEver = () => page.evaluate(() => document.getElementById('loading-bar')?.dataset.active === 'true')
    const progress = () => bar.getAttribute('aria-valuenow')

    // A next page that takes long to arrive: the test stops the browser from following this first
    // click (after the page has seen it), so that it can move the page's clock while it waits.
    await page.evaluate(() => window.addEventListener('click', (event) => event.preventDefault(), { once: true }))
    await follow(page, 'About')
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
    await follow(page, 'About')
    await page.waitForURL(`${shared.site.url}/about/`)
    await waitForPageScript(page)
    expect(await shownEver()).toBe(false)

    // A page that arrives within 200 ms never shows it: the bar of the page left was never drawn.
    await page.evaluate(() => {
      const bar = document.getElementById('loading-bar')!
      new MutationObserver(() => bar.dataset.active && sessionStorage.setItem('bar-shown', 'true')).observe(bar, { attributes: true })
    })
    await follow(page, 'Dokan')
    await page.waitForURL(`${shared.site.url}/dokan/`)
    await waitForPageScript(page)
    expect(await page.evaluate(() => sessionStorage.getItem('bar-shown') ?? 'never')).toBe('never')
    expect(errors).toEqual([])
    await page.context().close()
  })
})

describe('scroll on navigation', () => {
  it('goes to the top of a new page, back to the saved position on Back, and to the #hash target', async () => {
    const { page, errors } = await openPage(shared.browser)
    await page.setViewportSize({ width: 1000, height: 400 })
    await page.goto(`${shared.site.url}/`)
    await waitForPageScript(page)
    await page.evaluate(() => window.scrollTo(0, 900))
    await expect.poll(() => scrollY(page)).toBe(900)
    await follow(page, 'About')
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

/**
 * The hover prefetch, for browsers without speculation rules (Chromium's prerendering is tested in
 * speculation.test.ts): the page is told the browser has none, and the site is reached through a
 * proxy that drops the Speculation-Rules header, which Chromium would act on meanwhile.
 */
describe('link prefetch without speculation rules', () => {
  let proxy: RecordingProxy
  beforeAll(async () => {
    proxy = await startRecordingProxy(shared.site.url, { dropResponseHeaders: ['speculation-rules'] })
  })
  afterAll(() => proxy?.close())

  /**
   * A page whose bottom widgets stay away: on a busy machine the cookie notice (4 s after load) and
   * the sales popup could otherwise cover the footer link the test hovers, and the hover would wait.
   */
  async function openQuietPage() {
    const opened = await openPage(shared.browser)
    await opened.page.context().addCookies([
      { name: SITE_COOKIES.cookiePolicy.name, value: 'true', url: proxy.url },
      { name: SITE_COOKIES.salesNotificationsOff.name, value: 'all', url: proxy.url },
    ])
    await opened.page.addInitScript(() => {
      const supports = HTMLScriptElement.supports.bind(HTMLScriptElement)
      HTMLScriptElement.supports = (type: string) => type !== 'speculationrules' && supports(type)
    })
    return opened
  }

  /** Requests for the About page a hover on the footer's About link triggers under the given conditions. */
  async function prefetchesOnHover(setup: (page: Page) => Promise<void>): Promise<string[]> {
    const { page } = await openQuietPage()
    await page.goto(`${proxy.url}/`)
    await waitForPageScript(page)
    await setup(page)
    const requests: string[] = []
    page.on('request', (request) => new URL(request.url()).pathname === '/about/' && requests.push(request.url().slice(proxy.url.length)))
    await footerLink(page, 'About').hover()
    await page.waitForTimeout(500)
    await page.context().close()
    return requests
  }

  const connection = (hints: { saveData: boolean; effectiveType: string }) => async (page: Page) => {
    await page.evaluate((h) => Object.defineProperty(Navigator.prototype, 'connection', { get: () => h, configurable: true }), hints)
  }

  it("has the browser fetch the hovered link's page, once, and following the link takes it from there", async () => {
    const { page, errors } = await openQuietPage()
    await page.goto(`${proxy.url}/`)
    await waitForPageScript(page)
    const fetched: string[] = []
    page.on('requestfinished', (request) => new URL(request.url()).pathname === '/about/' && fetched.push(request.url().slice(proxy.url.length)))
    await footerLink(page, 'About').hover()
    await expect.poll(() => fetched).toEqual(['/about/'])
    await page.mouse.move(0, 0)
    await footerLink(page, 'About').hover() // again: nothing more
    await footerLink(page, 'About').click()
    await page.waitForURL(`${proxy.url}/about/`)
    await expect.poll(() => page.locator('h1').textContent()).toContain('We build the plugins')
    // The page came from the prefetch: its body did not cross the network again (at most a 304's headers did).
    const navigation = await page.evaluate(
      () => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).toJSON() as { transferSize: number; encodedBodySize: number },
    )
    expect(navigation.encodedBodySize).toBeGreaterThan(2048)
    expect(navigation.transferSize).toBeLessThan(1024)
    expect(errors).toEqual([])
    await page.context().close()
  })

  // One page load each (five in one test outran its 30 s on a busy machine).
  it('happens on a 4g connection without data saver', async () => {
    expect(await prefetchesOnHover(connection({ saveData: false, effectiveType: '4g' }))).toEqual(['/about/'])
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
