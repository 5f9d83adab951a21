import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser } from 'playwright-core'
import { startSite, type SiteServer } from '../support/site-server.ts'
import { launchBrowser, openPage, waitForHydration, waitForPageScript } from '../support/browser.ts'

const CHECKOUT = 'https://js.checkout.test/v3/'

let site: SiteServer
let browser: Browser

beforeAll(async () => {
  ;[site, browser] = await Promise.all([startSite({ CHECKOUT_SCRIPT_URL: CHECKOUT }), launchBrowser()])
})

afterAll(async () => {
  await browser?.close()
  await site?.stop()
})

/** A page whose requests to the provider are answered by a stand-in script that counts its runs. */
async function openWithProvider() {
  const { page, errors } = await openPage(browser)
  const requests: string[] = []
  await page.route('https://js.checkout.test/**', (route) => {
    requests.push(route.request().url())
    return route.fulfill({ contentType: 'text/javascript', body: 'window.checkoutRuns = (window.checkoutRuns || 0) + 1' })
  })
  const runs = () => page.evaluate(() => (window as unknown as { checkoutRuns?: number }).checkoutRuns ?? 0)
  return { page, errors, requests, runs }
}

describe('card checkout provider script', () => {
  it("loads on the visitor's first move on a page with a pricing table, allowed by the CSP, and not in the HTML", async () => {
    const response = await fetch(`${site.url}/dokan/pricing/`)
    expect(response.headers.get('content-security-policy')).toMatch(/script-src 'self'( 'sha256-[\w+/=]+')? https:\/\/js\.checkout\.test;/)
    expect(await response.text()).not.toMatch(/<script[^>]+js\.checkout\.test/) // not on the critical path
    const { page, errors, requests, runs } = await openWithProvider()
    await page.goto(`${site.url}/dokan/pricing/`)
    await waitForPageScript(page)
    // A visit without a person (a crawler, Lighthouse) never loads the third party's script: the
    // page script has done all it does on its own (it would have added the script in that same task).
    expect(await page.locator('script[data-checkout]').count()).toBe(0)
    expect(requests).toEqual([])
    await page.mouse.move(20, 20)
    await expect.poll(runs).toBe(1)
    expect(requests).toEqual([CHECKOUT])
    expect(errors).toEqual([])
    await page.context().close()
  })

  it('is not loaded where no block needs it, and once on a page that does', async () => {
    const { page, errors, requests, runs } = await openWithProvider()
    await page.goto(`${site.url}/about/`)
    await waitForHydration(page)
    await page.locator('footer').getByRole('link', { name: 'Dokan', exact: true }).click()
    await page.waitForURL(`${site.url}/dokan/`)
    await page.waitForTimeout(300)
    expect(requests).toEqual([])
    await page.goto(`${site.url}/dokan/`)
    await waitForHydration(page)
    await page
      .getByRole('link', { name: /Get Started/ })
      .first()
      .click()
    await page.waitForURL(/\/dokan\/pricing\//)
    await waitForPageScript(page)
    await page.mouse.move(30, 30)
    await expect.poll(runs).toBe(1)
    await page.waitForTimeout(300)
    expect(await runs()).toBe(1)
    expect(requests).toEqual([CHECKOUT])
    expect(errors).toEqual([])
    await page.context().close()
  })
})
