import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser } from 'playwright-core'
import { contentWith, startSite, type SiteServer, setCampaignEnd } from '../support/site-server.ts'
import { startRecordingProxy, type RecordingProxy } from '../support/recording-proxy.ts'
import { launchPrerenderingBrowser, until, type PrerenderingBrowser, type Tab } from '../support/prerendering-browser.ts'
import { PRERENDERED_UNTIL_SHOWN, launchBrowser, openPage, pauseClockAt } from '../support/browser.ts'
import { SITE_COOKIES } from '../../renderer/site-cookies.ts'

/**
 * Instant page changes (server/speculation-rules.ts): Chromium prerenders a hovered link and shows it
 * on the click, and a prerendered page does nothing visible or countable until then
 * (browser/when-shown.ts). The browser is driven through tab targets (tests/support/prerendering-browser.ts):
 * under Playwright Chromium prerenders nothing. The site runs behind a proxy that records every
 * request as the server sees it, Sec-Purpose included. Timed behaviour is checked on a paused clock,
 * with Playwright, on a page that reports itself prerendered until the test shows it.
 */

const HOUR = 3_600_000
/** A campaign that ends in an hour: its countdowns show seconds, so a tick shows. */
const campaignEnd = new Date(Math.floor(Date.now() / 1000) * 1000 + HOUR)
const dhaka = new Date(campaignEnd.getTime() + 6 * HOUR).toISOString().replace('T', ' ').slice(0, 19)

let content: ReturnType<typeof contentWith>
let site: SiteServer
let proxy: RecordingProxy
let chromium: PrerenderingBrowser

beforeAll(async () => {
  content = contentWith(null, (dir) => {
    setCampaignEnd(dir, dhaka)
  })
  ;[site, chromium] = await Promise.all([startSite({ CONTENT_DIR: content.dir }), launchPrerenderingBrowser()])
  proxy = await startRecordingProxy(site.url)
})

afterAll(async () => {
  await chromium?.close()
  await proxy?.close()
  await site?.stop()
  content?.remove()
})

/** Reports every CSP violation of every document (prerendered ones included) as a console error. */
const REPORT_CSP = `document.addEventListener('securitypolicyviolation', (event) => console.error('CSP violation:', event.violatedDirective, event.blockedURI))`

const at = (pathAndQuery: string) => proxy.url + pathAndQuery
/** What the server received for `pathAndQuery`: each request's Sec-Purpose (null: a visitor's). */
const purposes = (pathAndQuery: string) => proxy.requests.filter((r) => r.path === pathAndQuery).map((r) => r.purpose)
const candidatePaths = (tab: Tab) => tab.candidates()?.map((url) => url.slice(proxy.url.length))

/** JavaScript: the page views the page counted (browser/page-view.ts pushes them on the data layer). */
const PAGE_VIEWS = `(window.dataLayer ?? []).filter((entry) => entry.event === 'page_view').length`
const ACTIVATION_START = `performance.getEntriesByType('navigation')[0].activationStart`
/** JavaScript: how many of the popups (the islands hydrated on the visitor's first move) have hydrated. */
const POPUPS_HYDRATED = `document.querySelectorAll('[data-island=sales-popup][data-hydrated], [data-island=exit-intent-popup][data-hydrated]').length`
/** JavaScript: whether the page's script has run (it marks the document once its first screen's islands are hydrated). */
const SCRIPT_RAN = `document.documentElement.dataset.hydrated === 'true'`
const LANGUAGE_COOKIE = `document.cookie.split('; ').some((c) => c.startsWith('${SITE_COOKIES.locale.name}='))`

async function openTab(url: string, initScript = REPORT_CSP): Promise<Tab> {
  const tab = await chromium.newTab({ initScript })
  await tab.goto(url)
  return tab
}

interface TestLink {
  href: string
  attributes?: Record<string, string>
}

/**
 * Links written into the page as a marketer's content would carry them, in a box above the site's
 * fixed header, ribbon and popups, where a click reaches them.
 */
const addLinks = (tab: Tab, links: TestLink[]) =>
  tab.evaluate(`(() => {
    const box = document.createElement('p')
    box.style.cssText = 'position: fixed; top: 40%; left: 30%; z-index: 2147483647; background: white; padding: 1em'
    for (const { href, attributes } of ${JSON.stringify(links)}) {
      const link = Object.assign(document.createElement('a'), { href, textContent: href })
      link.dataset.testLink = href
      for (const [name, value] of Object.entries(attributes ?? {})) link.setAttribute(name, value)
      box.append(link, ' ')
    }
    document.querySelector('main').prepend(box)
  })()`)

describe('speculation rules in Chromium', () => {
  it('prerenders a hovered link and shows it on the click, counting its page view once, when shown, with no CSP violation', async () => {
    const tab = await openTab(at('/'))
    await until(() => tab.evaluate<boolean>(SCRIPT_RAN), "the page's script")
    const about = 'footer a[href="/about/"]'
    const pricing = 'main a[href="/dokan/pricing/"]'

    // Hovered, not followed: prerendered, and nothing counted or written.
    await tab.evaluate(`document.cookie = '${SITE_COOKIES.locale.name}=; max-age=0; path=/'`)
    await tab.hover(about)
    await tab.waitForPrerender(at('/about/'))
    const aboutAhead = await tab.prerendered(at('/about/'))
    await until(() => tab.evaluate<boolean>(SCRIPT_RAN, aboutAhead), "the prerendered page's script")
    expect(
      await tab.evaluate(
        `({ prerendering: document.prerendering, pageViews: ${PAGE_VIEWS}, languageCookie: ${LANGUAGE_COOKIE}, popups: ${POPUPS_HYDRATED} })`,
        aboutAhead,
      ),
    ).toEqual({
      prerendering: true,
      pageViews: 0,
      languageCookie: false,
      popups: 0,
    })

    // Another link hovered, then clicked: the page shown is the prerendered one, counted once from then.
    await tab.hover(pricing)
    await tab.waitForPrerender(at('/dokan/pricing/'))
    const pricingAhead = await tab.prerendered(at('/dokan/pricing/'))
    await until(() => tab.evaluate<boolean>(SCRIPT_RAN, pricingAhead), "the prerendered page's script")
    expect(await tab.evaluate(PAGE_VIEWS, pricingAhead)).toBe(0)
    await tab.click(pricing)
    await tab.waitForUrl(at('/dokan/pricing/'))
    expect(await tab.evaluate<number>(ACTIVATION_START)).toBeGreaterThan(0)
    // The page views and the language cookie come in the activation's own event, all at once.
    await until(async () => (await tab.evaluate<number>(PAGE_VIEWS)) > 0, 'the page view')
    expect(await tab.evaluate(`({ prerendering: document.prerendering, pageViews: ${PAGE_VIEWS}, languageCookie: ${LANGUAGE_COOKIE} })`)).toEqual({
      prerendering: false,
      pageViews: 1,
      languageCookie: true,
    })
    await until(() => tab.evaluate<boolean>(`document.documentElement.dataset.hydrated === 'true'`), 'the islands, once shown')

    // One request each, made ahead of the visitor; the hover prefetch did not fetch them again.
    expect(purposes('/about/')).toEqual(['prefetch;prerender'])
    expect(purposes('/dokan/pricing/')).toEqual(['prefetch;prerender'])
    expect(await tab.evaluate(`document.querySelectorAll('link[rel=prefetch]').length`)).toBe(0)
    expect(tab.errors).toEqual([])
    await tab.close()
  })

  it('never prerenders an API, another language, a query, a feed, the account area, a download, a new window or a nofollow link', async () => {
    const excluded: TestLink[] = [
      { href: '/api/sales' },
      { href: '/es/' },
      { href: '/fr/about/' },
      { href: '/about/?utm_source=newsletter' },
      { href: '/feed/' },
      { href: '/es/feed/' },
      { href: '/account/cart/' },
      { href: '/wp-admin/' },
      { href: '/gdpr/', attributes: { download: '' } },
      { href: '/covid19/', attributes: { target: '_blank' } },
      { href: '/meetup/', attributes: { rel: 'nofollow' } },
    ]
    const tab = await openTab(at('/'))
    await addLinks(tab, [...excluded, { href: '/faq/' }])
    // The browser's own list of what the rules select, whatever the eagerness: the control is in, the rest out.
    await until(() => candidatePaths(tab)?.includes('/faq/'), 'the rules to take in the links added')
    expect(candidatePaths(tab)).toEqual(expect.arrayContaining(['/faq/', '/about/', '/dokan/pricing/']))
    expect(candidatePaths(tab)!.filter((p) => excluded.some((link) => link.href === p))).toEqual([])
    await tab.close()

    // Followed as a visitor does (a press starts a `moderate` prerender at once): the server sees the visitor only.
    for (const href of ['/api/sales', '/es/', '/about/?utm_source=newsletter', '/feed/']) {
      const visit = await openTab(at('/'))
      await addLinks(visit, [{ href }])
      await visit.hover(`[data-test-link="${href}"]`)
      await visit.click(`[data-test-link="${href}"]`)
      await visit.waitForUrl(at(href))
      // The visitor's own request reached it (the sales popup may ask /api/sales too), none made ahead.
      expect(purposes(href), href).toContain(null)
      expect(
        purposes(href).filter((purpose) => purpose !== null),
        href,
      ).toEqual([])
      expect(
        visit.statuses.filter((status) => status.url === at(href)),
        href,
      ).toEqual([])
      await visit.close()
    }
  })

  it("keeps a Spanish page's prerendering to Spanish pages", async () => {
    const tab = await openTab(at('/es/'))
    await addLinks(tab, [{ href: '/about/' }, { href: '/fr/' }, { href: '/es/faq/' }])
    await until(() => candidatePaths(tab)?.includes('/es/faq/'), 'the rules to take in the links added')
    expect(candidatePaths(tab)!.length).toBeGreaterThan(3)
    expect(candidatePaths(tab)!.filter((p) => !p.startsWith('/es/'))).toEqual([])
    await tab.close()
  })

  it('prerenders nothing on a poor connection (SPEC §4: as prefetch, skipped on 2g)', async () => {
    const on2g = `Object.defineProperty(Navigator.prototype, 'connection', { configurable: true, get: () => ({ effectiveType: '2g', saveData: false, addEventListener() {} }) })`
    const tab = await openTab(at('/'), `${REPORT_CSP};${on2g}`)
    await until(() => tab.evaluate<boolean>(`document.documentElement.hasAttribute('data-no-preload')`), 'the page script to see the poor connection')
    await until(() => candidatePaths(tab)?.length === 0, 'the rules to let every link go')
    await tab.hover('footer a[href="/career/"]')
    await tab.click('footer a[href="/career/"]')
    await tab.waitForUrl(at('/career/'))
    expect(purposes('/career/')).toEqual([null])
    expect(await tab.evaluate(ACTIVATION_START)).toBe(0)
    expect(tab.errors).toEqual([])
    await tab.close()
  })
})

describe('a prerendered page waits for the visitor (paused clock)', () => {
  let browser: Browser
  beforeAll(async () => {
    browser = await launchBrowser()
  })
  afterAll(() => browser?.close())

  it('starts the page view, language cookie, countdowns and popups only once shown; the cookie notice goes if cookies were accepted meanwhile', async () => {
    const { page, errors } = await openPage(browser)
    await page.addInitScript(PRERENDERED_UNTIL_SHOWN)
    await pauseClockAt(page, Date.now())
    const salesCalls: string[] = []
    page.on('request', (request) => request.url().includes('/api/sales') && salesCalls.push(request.url()))
    await page.goto(`${site.url}/`) // its load: the page's script has run
    const countdown = () => page.locator('.campaign-banner time').textContent()
    const rendered = await countdown()
    const state = () =>
      page.evaluate<{ pageViews: number; languageCookie: boolean; notice: boolean; popups: number }>(
        `({ pageViews: ${PAGE_VIEWS}, languageCookie: ${LANGUAGE_COOKIE}, notice: getComputedStyle(document.querySelector('.cookie-notice')).display !== 'none', popups: ${POPUPS_HYDRATED} })`,
      )

    // Prerendered for a minute, the pointer moving over it: nothing happens.
    await page.clock.runFor(60_000)
    await page.evaluate(() => window.dispatchEvent(new Event('pointermove')))
    await page.clock.runFor(1000)
    expect(await state()).toEqual({ pageViews: 0, languageCookie: false, notice: true, popups: 0 })
    expect(await countdown()).toBe(rendered)
    expect(salesCalls).toEqual([])

    // Meanwhile the visitor accepted cookies in another tab. Shown: counted once at once, and the clocks start from now.
    await page.context().addCookies([{ name: 'allowCookiePolicy', value: 'true', url: site.url }])
    await page.evaluate(() => (window as unknown as { showPage: () => void }).showPage())
    expect(await state()).toMatchObject({ pageViews: 1, languageCookie: true, notice: false })
    const shownText = await countdown()
    expect(shownText).not.toBe(rendered) // the minute that passed
    await page.clock.runFor(1000)
    expect(await countdown()).not.toBe(shownText)
    // The visitor's first move now wakes the popups (the sales popup asks for its report).
    expect(salesCalls).toEqual([])
    await page.evaluate(() => window.dispatchEvent(new Event('pointermove')))
    await expect.poll(() => salesCalls.length).toBe(1)
    await expect.poll(async () => (await state()).popups).toBe(2)
    expect((await state()).pageViews).toBe(1)
    expect(errors).toEqual([])
    await page.context().close()
  })
})
