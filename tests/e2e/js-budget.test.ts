import { describe, expect, it } from 'vitest'
import { withSiteAndBrowser } from '../support/site-and-browser.ts'
import { BUDGETED_PAGES, JS_BUDGET_BYTES, MOBILE_VIEWPORT, firstLoadScripts } from '../support/page-weight.ts'
import { openPage, waitForPageScript } from '../support/browser.ts'

/** The JavaScript budget (bytes, not time): what a first visit transfers, mobile, until idle. */
const shared = withSiteAndBrowser()

/** Pages whose first screen has no interactive block: no React until one is used or scrolled to. */
const WITHOUT_REACT = new Set(['blog post', 'docs article', 'forum topic', 'home', 'pricing'])

describe('JavaScript of a first load', () => {
  it.each(Object.entries(BUDGETED_PAGES))(`%s stays within ${JS_BUDGET_BYTES / 1024} KiB`, async (name, url) => {
    const weight = await firstLoadScripts(shared.browser, shared.site.url + url)
    const report = weight.scripts.map((s) => `${s.url.slice(shared.site.url.length)} ${s.bytes}`).join('\n')
    expect(weight.total, report).toBeLessThanOrEqual(JS_BUDGET_BYTES)
    if (WITHOUT_REACT.has(name)) expect(weight.react, report).toBe(false)
  })

  it('an AMP page loads no script of the site', async () => {
    const { page } = await openPage(shared.browser)
    const scripts: string[] = []
    page.on('request', (r) => r.resourceType() === 'script' && r.url().startsWith(shared.site.url) && scripts.push(r.url()))
    await page.route('https://cdn.ampproject.org/**', (route) => route.fulfill({ contentType: 'text/javascript', body: '' }))
    await page.goto(`${shared.site.url}/amp/blog/90111/vendor-verification-without-scaring-sellers-away/`)
    await page.waitForLoadState('networkidle')
    expect(scripts).toEqual([])
    await page.context().close()
  })

  it('React loads when an island is first used, and the click that asked for it is answered', async () => {
    const { page, errors } = await openPage(shared.browser)
    await page.setViewportSize(MOBILE_VIEWPORT)
    const reactLoads: string[] = []
    page.on('response', async (r) => {
      if (r.request().resourceType() === 'script' && /__reactContainer/.test(await r.text().catch(() => ''))) reactLoads.push(r.url())
    })
    await page.goto(`${shared.site.url}/dokan/pricing/`)
    await waitForPageScript(page)
    await page.waitForLoadState('networkidle')
    expect(reactLoads).toEqual([])
    await page.getByRole('button', { name: '2 Years' }).click()
    await expect.poll(() => page.locator('[data-plan="Professional"] .plan__amount').textContent()).toBe('$199.50')
    expect(reactLoads.length).toBeGreaterThan(0)
    expect(errors.filter((e) => !e.includes('Service Worker'))).toEqual([])
    await page.context().close()
  })
})
