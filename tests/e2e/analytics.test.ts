import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { startSite, type SiteServer } from '../support/site-server.ts'
import { PRERENDERED_UNTIL_SHOWN, launchBrowser, openPage, pauseClockAt, waitForPageScript } from '../support/browser.ts'

const TAG = 'https://analytics.test/tag.js'
const COLLECT = 'https://analytics.test/collect'

/** A stand-in for the service's tag: one hit for every page view the data layer holds or gets. */
const STAND_IN_TAG = `(() => {
  const send = (item) => { if (item && item.event === 'page_view') fetch('${COLLECT}?dp=' + encodeURIComponent(item.page_path), { method: 'POST', mode: 'no-cors' }) }
  const layer = (window.dataLayer = window.dataLayer || [])
  layer.forEach(send)
  const push = layer.push.bind(layer)
  layer.push = (...items) => { items.forEach(send); return push(...items) }
})()`

let site: SiteServer
let plain: SiteServer
let browser: Browser

beforeAll(async () => {
  ;[site, plain, browser] = await Promise.all([startSite({ ANALYTICS_TAG_ID: 'GTM-TEST123', ANALYTICS_SCRIPT_URL: TAG }), startSite(), launchBrowser()])
})

afterAll(async () => {
  await browser?.close()
  await Promise.all([site?.stop(), plain?.stop()])
})

/** A page whose requests to the analytics service are answered by the stand-in tag, and recorded. */
async function openWithService(consented = false) {
  const { page, errors } = await openPage(browser)
  if (consented) await page.context().addCookies([{ name: 'allowCookiePolicy', value: 'true', url: site.url }])
  const requests: string[] = []
  await page.route('https://analytics.test/**', (route) => {
    const url = route.request().url()
    requests.push(url.replace(/\?dp=/, ' '))
    return url === TAG ? route.fulfill({ contentType: 'text/javascript', body: STAND_IN_TAG }) : route.fulfill({ status: 204 })
  })
  return { page, errors, requests }
}

/** The data layer's consent commands, as the tag reads them (`arguments` objects). */
const consentCommands = (page: Page) =>
  page.evaluate(() =>
    (window.dataLayer ?? [])
      .map((item) => Array.from(item as unknown as ArrayLike<unknown>))
      .filter((args) => args[0] === 'consent')
      .map((args) => [args[1], (args[2] as Record<string, string>).analytics_storage]),
  )

describe('page views to the analytics service, behind consent (SPEC §7)', () => {
  it('sends nothing before the visitor accepts; accepting grants consent, loads the tag and sends this page’s view once', async () => {
    const { page, errors, requests } = await openWithService()
    await pauseClockAt(page, Date.now())
    const response = await page.goto(`${site.url}/dokan/`)
    expect(response?.headers()['content-security-policy']).toMatch(/script-src 'self'[^;]* https:\/\/analytics\.test;/)
    await waitForPageScript(page)
    await page.clock.runFor(5000)
    const accept = page.getByRole('button', { name: 'Close and accept' })
    await expect.poll(() => accept.isVisible()).toBe(true)
    expect(requests).toEqual([])
    expect(await consentCommands(page)).toEqual([['default', 'denied']])
    await accept.click()
    await expect.poll(() => requests).toEqual([TAG, `${COLLECT} %2Fdokan%2F`])
    expect(await consentCommands(page)).toEqual([
      ['default', 'denied'],
      ['update', 'granted'],
    ])
    // The next page, consent kept: the tag at once, one view.
    requests.length = 0
    await page.goto(`${site.url}/about/`)
    await expect.poll(() => requests).toEqual([TAG, `${COLLECT} %2Fabout%2F`])
    await page.clock.runFor(20_000)
    expect(requests).toHaveLength(2)
    expect(errors).toEqual([])
    await page.context().close()
  })

  it('sends nothing for a page prerendered and never shown, and one view once it is shown', async () => {
    const { page, errors, requests } = await openWithService(true)
    await page.addInitScript(PRERENDERED_UNTIL_SHOWN)
    await pauseClockAt(page, Date.now())
    await page.goto(`${site.url}/`)
    await page.clock.runFor(60_000)
    await page.waitForTimeout(300)
    expect(requests).toEqual([])
    await page.evaluate(() => (window as unknown as { showPage: () => void }).showPage())
    await expect.poll(() => requests).toEqual([TAG, `${COLLECT} %2F`])
    expect(errors).toEqual([])
    await page.context().close()
  })

  it('without ANALYTICS_TAG_ID loads no tag and allows no analytics origin; the data layer keeps its page view', async () => {
    const response = await fetch(`${plain.url}/`)
    expect(response.headers.get('content-security-policy')).not.toContain('googletagmanager')
    const { page, errors } = await openPage(browser)
    await page.context().addCookies([{ name: 'allowCookiePolicy', value: 'true', url: plain.url }])
    await page.goto(`${plain.url}/`)
    await waitForPageScript(page)
    expect(await page.locator('script[data-analytics]').count()).toBe(0)
    // (Field Web Vitals go on it too, once measured: their own test is below.)
    expect(await page.evaluate(() => (window.dataLayer ?? []).map((item) => item.event).filter((event) => event !== 'web_vitals'))).toEqual(['page_view'])
    expect(errors).toEqual([])
    await page.context().close()
  })
})

describe('field Web Vitals on the data layer, behind consent', () => {
  const vitals = (page: Page) =>
    page.evaluate(() =>
      (window.dataLayer ?? [])
        .filter((item) => item.event === 'web_vitals')
        .map(({ metric_name, page_type, language }) => ({ metric_name, page_type, language })),
    )

  it('pushes nothing and loads no library before the visitor accepts; after, the LCP with the page type and language', async () => {
    const { page, errors } = await openPage(browser)
    await page.goto(`${plain.url}/dokan/pricing/`)
    await waitForPageScript(page)
    // Idle, and a first input (what makes the LCP final), without consent: nothing.
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)))
    await page.locator('h1').first().click()
    expect(await vitals(page)).toEqual([])
    // The library was never asked for (the document is marked once it has loaded).
    expect(await page.locator('html[data-web-vitals]').count()).toBe(0)
    await page.getByRole('button', { name: 'Close and accept' }).click()
    await page.waitForSelector('html[data-web-vitals=on]', { state: 'attached' })
    await page.locator('h1').first().click()
    await expect.poll(() => vitals(page)).toContainEqual({ metric_name: 'LCP', page_type: 'page', language: 'en-US' })
    expect(await vitals(page)).toContainEqual({ metric_name: 'TTFB', page_type: 'page', language: 'en-US' })
    expect(errors).toEqual([])
    await page.context().close()
  })

  it('on a later page, consent kept: the home page’s LCP, named as such', async () => {
    const { page, errors } = await openPage(browser)
    await page.context().addCookies([{ name: 'allowCookiePolicy', value: 'true', url: plain.url }])
    await page.goto(`${plain.url}/es/`)
    await page.waitForSelector('html[data-web-vitals=on]', { state: 'attached' })
    await page.locator('h1').first().click()
    await expect.poll(() => vitals(page)).toContainEqual({ metric_name: 'LCP', page_type: 'home', language: 'es-ES' })
    expect(errors).toEqual([])
    await page.context().close()
  })
})
