import { describe, expect, it } from 'vitest'
import type { Page, Request } from 'playwright-core'
import { withSiteAndBrowser } from '../support/site-and-browser.ts'
import { openPage, waitForHydration } from '../support/browser.ts'

const shared = withSiteAndBrowser()

/** The account area is another application: its add-to-cart endpoint and cart are stand-ins here. */
async function withStore(page: Page, addToCartStatus: number) {
  const calls: { url: string; body: string }[] = []
  await page.route('**/account/**', async (route) => {
    const request: Request = route.request()
    if (request.method() === 'POST') {
      calls.push({ url: new URL(request.url()).pathname + new URL(request.url()).search, body: request.postData() ?? '' })
      return route.fulfill({ status: addToCartStatus, contentType: 'application/json', body: '{"fragments":{}}' })
    }
    calls.push({ url: new URL(request.url()).pathname + new URL(request.url()).search, body: '' })
    return route.fulfill({ contentType: 'text/html', body: '<title>Cart</title><h1>Cart</h1>' })
  })
  return calls
}

describe('pricing table add-to-cart', () => {
  it('posts product_id and coupon_code (multipart) to the add-to-cart endpoint, then opens the cart', async () => {
    const { page, errors } = await openPage(shared.browser)
    const calls = await withStore(page, 200)
    await page.goto(`${shared.site.url}/dokan/pricing/`)
    await waitForHydration(page)
    await page.getByRole('button', { name: '2 Years' }).click()
    await page.locator('[data-plan="Professional"]').getByRole('link', { name: 'Buy Professional' }).click()
    await page.waitForURL(`${shared.site.url}/account/cart/`)
    expect(calls[0]?.url).toBe('/account/?wc-ajax=add_to_cart')
    expect(calls[0]?.body).toMatch(/name="product_id"\r\n\r\n40522\r\n/)
    expect(calls[0]?.body).toMatch(/name="coupon_code"\r\n\r\nBFCM50\r\n/)
    expect(calls[1]?.url).toBe('/account/cart/')
    expect(errors).toEqual([])
    await page.context().close()
  })

  it('when the endpoint fails, the cart link adds the plan instead', async () => {
    const { page } = await openPage(shared.browser)
    const calls = await withStore(page, 500)
    await page.goto(`${shared.site.url}/es/dokan/pricing/`)
    await waitForHydration(page)
    await page.locator('[data-plan="Starter"] a').click()
    await page.waitForURL(/\/account\/cart\/\?add-to-cart=40511&coupon_code=BFCM50$/)
    expect(calls.map((c) => c.url)).toEqual(['/account/?wc-ajax=add_to_cart', '/account/cart/?add-to-cart=40511&coupon_code=BFCM50'])
    await page.context().close()
  })
})
