import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { contentWith, startSite, type SiteServer, setCampaignEnd } from '../support/site-server.ts'
import { withoutStyles } from '../support/page-markup.ts'
import { lastLargestPaint } from '../support/largest-paint.ts'
import { launchBrowser, layoutShifts, openPage, pauseClockAt, recordLayoutShifts, waitForHydration, waitForPageScript } from '../support/browser.ts'

const DAY = 86_400_000
/** The running campaign ends 10 days from now, 23:59:59 in Asia/Dhaka (UTC+6). */
const campaignEnd = new Date(Math.floor((Date.now() + 10 * DAY) / DAY) * DAY + 17 * 3_600_000 + 59 * 60_000 + 59_000)
const dhaka = new Date(campaignEnd.getTime() + 6 * 3_600_000).toISOString().replace('T', ' ').slice(0, 19)

let running: SiteServer // campaign ends in 10 days
let ended: SiteServer // the campaign ended on 1 Oct 2025
let endedContent: { dir: string; remove: () => void }
let browser: Browser
let content: ReturnType<typeof contentWith>

beforeAll(async () => {
  content = contentWith(null, (dir) => {
    setCampaignEnd(dir, dhaka)
    writeFileSync(
      path.join(dir, 'pages/en/dokan/exit-demo.html'),
      '---\n{ "title": "Exit demo" }\n---\n<!-- wp:site/hero {"heading":"Dokan demo"} /-->\n\n' +
        '<!-- wp:site/demo-form {"variant":"b","heading":"Before you go: see Dokan in action","category":"Multi-vendor marketplace","tag":"dokan-demo"} /-->\n',
    )
  })
  endedContent = contentWith(null, (dir) => setCampaignEnd(dir, '2025-10-01 17:59:59'))
  ;[running, ended, browser] = await Promise.all([startSite({ CONTENT_DIR: content.dir }), startSite({ CONTENT_DIR: endedContent.dir }), launchBrowser()])
})

afterAll(async () => {
  await browser?.close()
  await Promise.all([running?.stop(), ended?.stop()])
  content?.remove()
  endedContent?.remove()
})

/**
 * A page on a paused clock (at `time`), its script running; with `widgets`, its islands hydrated
 * (the popups among them, as after the visitor's first move).
 */
async function open(site: SiteServer, url: string, time = Date.now(), { widgets = true } = {}) {
  const { page, errors } = await openPage(browser)
  await pauseClockAt(page, time)
  await page.goto(site.url + url)
  await (widgets ? waitForHydration(page) : waitForPageScript(page))
  return { page, errors }
}

/** The visitor's first move: the popups' island hydrates (renderer/islands/hydrate-islands.ts, `activity`). */
const firstMove = (page: Page) => page.evaluate(() => window.dispatchEvent(new Event('pointermove')))

/** The mouse leaving the window: through the top (clientY ≤ 0) or a side. */
const mouseLeaves = (page: Page, clientY: number) =>
  page.evaluate((y) => document.dispatchEvent(new MouseEvent('mouseout', { clientY: y, clientX: 300, relatedTarget: null, bubbles: true })), clientY)

describe('cookie notice', () => {
  it('shows with the first paint, before any script, to a visitor who has not accepted; never to one who has', async () => {
    const { page } = await openPage(browser)
    // No page script at all: what the first paint shows is the server's HTML and the bootstrap's mark.
    await page.route('**/assets/entries/**', (route) => route.abort())
    const notice = page.getByRole('region', { name: 'Privacy policy' })
    await page.goto(`${running.url}/dokan/pricing/`)
    await expect.poll(() => notice.isVisible()).toBe(true)
    await page.context().addCookies([{ name: 'allowCookiePolicy', value: 'true', url: running.url }])
    await page.goto(`${running.url}/dokan/pricing/`)
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-consent'))).toBe(true)
    expect(await notice.isVisible()).toBe(false)
    await page.context().close()
  })

  it.each([
    ['a docs article', '/docs/dokan/developer-hooks/filters/store-page-filters/'],
    ['a forum topic', '/support/topic/como-configuro-kanban-4/'],
    ['a forum', '/support/forum/dokan/installation/'],
  ])('is never the largest paint on a phone: %s', async (_, url) => {
    const largest = await lastLargestPaint(browser, running.url + url, 0)
    expect(largest.inCookieNotice, largest.element).toBe(false)
    expect(largest.inMain, largest.element).toBe(true)
  })

  it('goes from a page back from the back-forward cache when the visitor accepted in another tab meanwhile', async () => {
    const { page, errors } = await open(running, '/dokan/pricing/')
    const notice = page.getByRole('region', { name: 'Privacy policy' })
    expect(await notice.isVisible()).toBe(true)
    // Accepted elsewhere; the page comes back as it was left (what the browser's cache restores fires pageshow).
    await page.context().addCookies([{ name: 'allowCookiePolicy', value: 'true', url: running.url }])
    await page.evaluate(() => window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true })))
    expect(await notice.isVisible()).toBe(false)
    expect(errors).toEqual([])
    await page.context().close()
  })

  it("'Close and accept' hides it and sets allowCookiePolicy for 30 days", async () => {
    const { page, errors } = await open(running, '/')
    const notice = page.getByRole('button', { name: 'Close and accept' })
    expect(await notice.count()).toBe(1)
    await notice.click()
    expect(await notice.count()).toBe(0)
    const cookie = (await page.context().cookies()).find((c) => c.name === 'allowCookiePolicy')
    expect(cookie?.value).toBe('true')
    expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(30 * 86400 - 120)
    expect(cookie!.expires - Date.now() / 1000).toBeLessThan(30 * 86400 + 120)
    await page.reload()
    await waitForHydration(page)
    await page.clock.runFor(6000)
    expect(await notice.count()).toBe(0)
    expect(errors).toEqual([])
    await page.context().close()
  })
})

describe('campaign banner', () => {
  it('is server-rendered while the campaign runs, counts in the SPEC format and can be closed', async () => {
    const html = await (await fetch(`${running.url}/`)).text()
    expect(html).toContain('class="campaign-banner"')
    const days = Math.floor((campaignEnd.getTime() - Date.now()) / DAY)
    expect(html).toMatch(new RegExp(`class="campaign-countdown"[^>]*>${days} days<`))
    const { page, errors } = await open(running, '/', campaignEnd.getTime() - (3600 + 2 * 60 + 3) * 1000, { widgets: false })
    const banner = page.locator('.campaign-banner')
    await expect.poll(() => banner.locator('time').textContent()).toBe('1h 02m 03s')
    await page.clock.runFor(1000)
    await expect.poll(() => banner.locator('time').textContent()).toBe('1h 02m 02s')
    await page.getByRole('button', { name: 'Close the campaign banner' }).click()
    expect(await banner.isVisible()).toBe(false)
    await page.locator('footer').getByRole('link', { name: 'About' }).click()
    await page.waitForURL(`${running.url}/about/`)
    await waitForPageScript(page)
    expect(await banner.isVisible()).toBe(false) // closed for the visit
    expect(errors).toEqual([])
    await page.context().close()
  })

  it('shows 🎉 Expired! when the countdown reaches zero, and the footer counts down too', async () => {
    const { page } = await open(running, '/', campaignEnd.getTime() - 2000, { widgets: false })
    expect(await page.locator('.site-footer__campaign time').textContent()).toBe('0h 00m 02s')
    await page.clock.runFor(2500)
    await expect.poll(() => page.locator('.campaign-banner time').textContent()).toBe('🎉 Expired!')
    await page.context().close()
  })

  it('is absent once the end date (Asia/Dhaka) has passed', async () => {
    const html = withoutStyles(await (await fetch(`${ended.url}/`)).text())
    expect(html).not.toContain('campaign-banner')
    expect(html).not.toContain('site-footer__campaign')
  })
})

describe('exit-intent popup', () => {
  it("opens when the mouse leaves through the top, with 'Lock in 50% OFF Now' to /coupons/", async () => {
    const { page, errors } = await open(running, '/')
    const popup = page.getByRole('dialog', { name: 'Wait! Black Friday ends soon' })
    await mouseLeaves(page, 400) // through a side: nothing
    expect(await popup.count()).toBe(0)
    await mouseLeaves(page, 0)
    await expect.poll(() => popup.isVisible()).toBe(true)
    expect(await popup.getByRole('link', { name: 'Lock in 50% OFF Now' }).getAttribute('href')).toBe('/coupons/')
    expect(errors).toEqual([])
    await page.context().close()
  })

  it('links to the product’s pricing on product pages', async () => {
    const { page } = await open(running, '/dokan/')
    await mouseLeaves(page, -2)
    const link = page.getByRole('dialog').getByRole('link', { name: 'Lock in 50% OFF Now' })
    await expect.poll(() => link.getAttribute('href')).toBe('/dokan/pricing/')
    await page.context().close()
  })

  it('stays away for 2 hours (7,200,000 ms) after it was closed', async () => {
    const start = Date.now()
    const { page } = await open(running, '/', start)
    const popup = page.getByRole('dialog', { name: 'Wait! Black Friday ends soon' })
    const leaveAfterLoad = async () => {
      await page.reload()
      await waitForHydration(page)
      await mouseLeaves(page, 0)
      await page.clock.runFor(100)
    }
    await mouseLeaves(page, 0)
    await expect.poll(() => popup.isVisible()).toBe(true)
    await popup.getByRole('button', { name: 'Close' }).click()
    const closedAt = Number(await page.evaluate(() => localStorage.getItem('campaign_popup_closed_at')))
    expect(closedAt).toBeGreaterThanOrEqual(start)
    await mouseLeaves(page, 0) // listens once: not again on this page
    expect(await popup.count()).toBe(0)

    await page.clock.setSystemTime(closedAt + 7_200_000 - 10_000)
    await leaveAfterLoad()
    expect(await popup.count()).toBe(0)
    await page.clock.setSystemTime(closedAt + 7_200_000 + 1)
    await leaveAfterLoad()
    await expect.poll(() => popup.isVisible()).toBe(true)
    await page.context().close()
  })

  it('does not open once the campaign has ended', async () => {
    const { page } = await open(ended, '/')
    await mouseLeaves(page, 0)
    await page.clock.runFor(100)
    expect(await page.getByRole('dialog').count()).toBe(0)
    await page.context().close()
  })
})

describe('demo form B', () => {
  it('opens instead of the campaign popup on exit intent, and closing it is remembered', async () => {
    const { page, errors } = await open(running, '/dokan/exit-demo/')
    const demo = page.getByRole('dialog', { name: 'Before you go: see Dokan in action' })
    expect(await demo.count()).toBe(0)
    await mouseLeaves(page, 0)
    await expect.poll(() => demo.count()).toBe(1)
    expect(await page.getByRole('dialog', { name: 'Wait! Black Friday ends soon' }).count()).toBe(0)
    await expect.poll(() => demo.getByLabel('Country').locator('option').count()).toBe(250)
    const closedAt = await page.evaluate(() => Date.now())
    await demo.getByRole('button', { name: 'Close' }).click()
    expect(await demo.count()).toBe(0)
    expect(await page.evaluate(() => localStorage.getItem('demo-form-b-closed-at'))).toBe(String(closedAt))
    await mouseLeaves(page, 0)
    await page.clock.runFor(100)
    expect(await demo.count()).toBe(0)
    await page.reload()
    await waitForHydration(page)
    await mouseLeaves(page, 0)
    await page.clock.runFor(100)
    expect(await demo.count()).toBe(0) // closed less than 2 hours ago
    expect(errors).toEqual([])
    await page.context().close()
  })
  it('has the gesture even when the campaign popup hydrated first', async () => {
    const { page, errors } = await openPage(browser)
    await pauseClockAt(page, Date.now())
    // The demo form's code arrives late: the campaign popup's island hydrates before it.
    let release!: () => void
    const late = new Promise<void>((resolve) => (release = resolve))
    await page.route(/\/assets\/chunks\/.+\.js$/, async (route) => {
      const response = await route.fetch()
      const body = await response.text()
      if (body.includes('demo-form__form')) await late
      await route.fulfill({ response, body })
    })
    await page.goto(`${running.url}/dokan/exit-demo/`)
    const popupHydrated = () => page.evaluate(() => document.querySelector<HTMLElement>('[data-island="exit-intent-popup"]')?.dataset.hydrated === 'true')
    await expect.poll(async () => (await firstMove(page), popupHydrated())).toBe(true)
    expect(await page.evaluate(() => document.querySelector<HTMLElement>('[data-island="site/demo-form"]')?.dataset.hydrated ?? 'not yet')).toBe('not yet')
    release()
    await waitForHydration(page)
    await mouseLeaves(page, 0)
    await expect.poll(() => page.getByRole('dialog', { name: 'Before you go: see Dokan in action' }).count()).toBe(1)
    expect(await page.getByRole('dialog', { name: 'Wait! Black Friday ends soon' }).count()).toBe(0)
    expect(errors).toEqual([])
    await page.context().close()
  })
})

describe('budgets', () => {
  it('the cookie notice is in the server HTML, the sales popup absent; neither causes a layout shift, and the coupon ribbon links to coupons', async () => {
    const html = await (await fetch(`${running.url}/dokan/pricing/`)).text()
    expect(html).toMatch(/<div class="cookie-notice" role="region" aria-label="Privacy policy">/)
    expect(html).not.toContain('class="sales-popup')
    expect(html).toMatch(/<a href="\/coupons\/" class="coupon-ribbon">Coupons<\/a>/)
    // Hydrated, before the widgets load: from here on every layout shift is recorded with what moved,
    // so a failure names the element. (Earlier shifts are paints of a half-parsed document, which
    // Chromium makes when its parser yields on a busy machine; they are not the widgets' doing.)
    const { page } = await open(running, '/dokan/pricing/', Date.now(), { widgets: false })
    await recordLayoutShifts(page)
    await firstMove(page)
    await page.clock.runFor(4500)
    await expect.poll(() => page.getByRole('button', { name: 'Close and accept' }).count()).toBe(1)
    await expect.poll(() => page.getByRole('complementary', { name: 'Recent purchases' }).count()).toBe(1)
    await page.clock.runFor(100)
    await page.waitForTimeout(200) // real frames after the last change (the page's clock is paused)
    expect(await layoutShifts(page)).toEqual([])
    await page.context().close()
  })
})

describe('chunk load failure', () => {
  it('reloads the page once, and not again within 60 s', async () => {
    const { page } = await openPage(browser)
    const start = Date.now()
    await pauseClockAt(page, start)
    let loads = 0
    page.on('load', () => loads++)
    // Chunks the page needed up to hydration keep loading; any later one fails, as after a
    // deployment removed the chunks an open page still refers to.
    const initial = new Set<string>()
    let failLateChunks = false
    await page.route(/\/assets\/chunks\//, (route) => {
      const url = route.request().url()
      if (failLateChunks && !initial.has(url)) return route.abort()
      initial.add(url)
      return route.continue()
    })
    await page.goto(`${running.url}/about/`)
    await waitForPageScript(page)
    failLateChunks = true
    await firstMove(page) // the popups' island loads React and its code now, and they fail
    await expect.poll(() => loads, { timeout: 10_000 }).toBe(2)
    const reloadedAt = Number(await page.evaluate(() => sessionStorage.getItem('chunk-reload-at')))
    expect(reloadedAt).toBeGreaterThanOrEqual(start)
    await waitForPageScript(page)
    await firstMove(page) // they fail again, within 60 s: no second reload
    await page.waitForTimeout(1000)
    expect(loads).toBe(2)
    expect(await page.locator('h1').first().textContent()).toBeTruthy() // the page itself stays
    await page.context().close()
  })

  it('offline, keeps the page the visitor reads, and reloads once the connection is back', async () => {
    const { page } = await openPage(browser)
    await pauseClockAt(page, Date.now())
    let loads = 0
    page.on('load', () => loads++)
    const offlineNotice = page.waitForEvent('console', {
      predicate: (message) => message.text().startsWith('[chunks] a chunk failed to load while offline'),
      timeout: 10_000,
    })
    const initial = new Set<string>()
    let failLateChunks = false
    await page.route(/\/assets\/chunks\//, (route) => {
      const url = route.request().url()
      if (failLateChunks && !initial.has(url)) return route.abort('internetdisconnected')
      initial.add(url)
      return route.continue()
    })
    await page.goto(`${running.url}/about/`)
    await waitForPageScript(page)
    failLateChunks = true
    await page.context().setOffline(true)
    await firstMove(page) // the popups' island code fails to load, for want of a network
    await offlineNotice
    expect(loads).toBe(1)
    expect(await page.locator('h1').first().textContent()).toBeTruthy()
    failLateChunks = false
    await page.context().setOffline(false)
    await expect.poll(() => loads, { timeout: 10_000 }).toBe(2)
    await page.context().close()
  })
})
