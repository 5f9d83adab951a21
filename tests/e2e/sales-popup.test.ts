import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { contentWith, startSite, type SiteServer } from '../support/site-server.ts'
import { launchBrowser, openPage, pauseClockAt, waitForHydration } from '../support/browser.ts'

/** The newest paid dokan orders of content/store/orders.json (of the last 14 days), in order: who, and the time as shown. */
const DOKAN_SALES = [
  ['Amelia from Leeds, United Kingdom', '4 minutes ago'],
  ['Mateo from Bogotá, Colombia', '12 minutes ago'],
  ['Rahim from Chattogram, Bangladesh', '25 minutes ago'],
  ['Emma from Dublin, Ireland', '30 minutes ago'],
  ['Lucía from Valencia, Spain', 'an hour ago'],
  ['Marc from Lyon, France', '3 hours ago'],
  ['Aisha from Nairobi, Kenya', '6 hours ago'],
  ['Priya from Pune, India', '12 hours ago'], // a day ago
  ['Tunde from Lagos, Nigeria', '12 hours ago'], // 2 days ago
  ['Jonas from Hamburg, Germany', '12 hours ago'], // 7 days ago
]

let site: SiteServer
let browser: Browser
let content: ReturnType<typeof contentWith>

const page = (title: string) => `---\n{ "title": "${title}" }\n---\n<!-- wp:site/hero {"heading":"${title}"} /-->\n`

beforeAll(async () => {
  content = contentWith(null, (dir) => {
    writeFileSync(path.join(dir, 'pages/en/wp-project-manager-pro.html'), page('WP Project Manager Pro'))
    writeFileSync(path.join(dir, 'pages/en/support.html'), page('Support'))
  })
  ;[site, browser] = await Promise.all([startSite({ CONTENT_DIR: content.dir }), launchBrowser()])
})

afterAll(async () => {
  await browser?.close()
  await site?.stop()
  content?.remove()
})

/** A page on a paused clock, its islands hydrated (the popups' as after a first move); counts calls to the sales API. */
async function open(url: string, cookie?: string) {
  const { page, errors } = await openPage(browser)
  if (cookie) await page.context().addCookies([{ name: 'disable_sales_notification_for', value: cookie, url: site.url }])
  const salesCalls: string[] = []
  page.on('request', (request) => {
    if (request.url().includes('/api/sales')) salesCalls.push(new URL(request.url()).search)
  })
  await pauseClockAt(page, Date.now())
  await page.goto(site.url + url)
  await waitForHydration(page)
  return { page, errors, salesCalls }
}

const popup = (page: Page, label = 'Recent purchases') => page.getByRole('complementary', { name: label })
/** Who and when, as the popup shows them now (null when it is not shown). */
async function shown(page: Page, label?: string): Promise<[string, string] | null> {
  if ((await popup(page, label).count()) === 0) return null
  const lines = await popup(page, label).locator('p').allTextContents()
  return [lines[0] ?? '', lines[2] ?? '']
}

describe('sales notification popup', () => {
  it("shows the product's sales, first order item only, advancing every 13 s and wrapping after item 10", async () => {
    const { page, errors, salesCalls } = await open('/dokan/')
    await expect.poll(() => shown(page)).toEqual(DOKAN_SALES[0])
    expect(salesCalls).toEqual(['?product=dokan'])
    expect(await popup(page).locator('p').nth(1).textContent()).toBe('purchased Dokan Pro – Business') // not wePOS Pro, its second item
    await page.clock.runFor(12_999)
    expect(await shown(page)).toEqual(DOKAN_SALES[0])
    await page.clock.runFor(1)
    await expect.poll(() => shown(page)).toEqual(DOKAN_SALES[1])
    const seen = [DOKAN_SALES[1]]
    for (let i = 2; i <= 10; i++) {
      await page.clock.runFor(13_000)
      await expect.poll(() => shown(page)).toEqual(DOKAN_SALES[i % 10]) // the 11th dokan sale is never shown
      seen.push(DOKAN_SALES[i % 10])
    }
    expect(seen.at(-1)).toEqual(DOKAN_SALES[0])
    expect(errors).toEqual([])
    await page.context().close()
  })

  it('counts only unhovered time', async () => {
    const { page } = await open('/dokan/')
    await expect.poll(() => shown(page)).toEqual(DOKAN_SALES[0])
    await page.clock.runFor(5000)
    await popup(page).hover()
    await page.clock.runFor(20_000)
    expect(await shown(page)).toEqual(DOKAN_SALES[0])
    await page.mouse.move(900, 300) // off the popup
    await page.clock.runFor(7999)
    expect(await shown(page)).toEqual(DOKAN_SALES[0])
    await page.clock.runFor(1)
    await expect.poll(() => shown(page)).toEqual(DOKAN_SALES[1])
    await page.context().close()
  })

  it('closing records the product in disable_sales_notification_for for 1 day; another product shows again', async () => {
    const { page, errors, salesCalls } = await open('/dokan/')
    await expect.poll(() => shown(page)).not.toBeNull()
    await page.getByRole('button', { name: 'Close the sales notification' }).click()
    expect(await popup(page).count()).toBe(0)
    const cookie = (await page.context().cookies()).find((c) => c.name === 'disable_sales_notification_for')
    expect(decodeURIComponent(cookie?.value ?? '')).toBe('["dokan"]')
    expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(86400 - 120)
    expect(cookie!.expires - Date.now() / 1000).toBeLessThan(86400 + 120)

    // Another page of the site (no product): the popup shows that page's sales once the visitor moves.
    await page.locator('footer').getByRole('link', { name: 'About' }).click()
    await page.waitForURL(`${site.url}/about/`)
    await waitForHydration(page)
    await expect.poll(() => salesCalls).toEqual(['?product=dokan', ''])
    await expect.poll(() => shown(page)).toEqual(['Amelia from Leeds, United Kingdom', '4 minutes ago'])
    await page.locator('footer').getByRole('link', { name: 'WP Project Manager' }).click()
    await page.waitForURL(`${site.url}/wp-project-manager-pro/`)
    await waitForHydration(page)
    await expect.poll(() => shown(page)).toEqual(['Hannah from Toronto, Canada', '8 minutes ago'])
    expect(salesCalls).toEqual(['?product=dokan', '', '?product=wp-project-manager-pro'])
    await page.locator('footer').getByRole('link', { name: 'Dokan', exact: true }).click()
    await page.waitForURL(`${site.url}/dokan/`)
    await waitForHydration(page)
    await page.clock.runFor(1000)
    expect(await shown(page)).toBeNull()
    expect(salesCalls).toHaveLength(3) // dokan stays off for the day: not even fetched
    expect(errors).toEqual([])
    await page.context().close()
  })

  it("speaks the page's language: the country's name and how long ago, as the rest of the popup", async () => {
    const { page, errors, salesCalls } = await open('/es/dokan/')
    const spanish = () => shown(page, 'Compras recientes')
    await expect.poll(spanish).toEqual(['Amelia de Leeds, Reino Unido', 'hace 4 minutos'])
    expect(salesCalls).toEqual(['?product=dokan&lang=es'])
    for (let i = 0; i < 7; i++) {
      // On to the 8th item, one at a time: each next one is timed once the last is on show.
      const before = await spanish()
      await page.clock.runFor(13_000)
      await expect.poll(spanish).not.toEqual(before)
    }
    await expect.poll(spanish).toEqual(['Priya de Pune, India', 'hace 12 horas']) // a day ago (SPEC §9)
    expect(errors).toEqual([])
    await page.context().close()
  })

  it("is skipped on /support paths and everywhere when the cookie says 'all'", async () => {
    const support = await open('/support/')
    await support.page.clock.runFor(1000)
    expect(await shown(support.page)).toBeNull()
    expect(support.salesCalls).toEqual([])
    await support.page.context().close()

    const all = await open('/dokan/', 'all')
    await all.page.clock.runFor(1000)
    expect(await shown(all.page)).toBeNull()
    expect(all.salesCalls).toEqual([])
    await all.page.context().close()
  })

  it('the sales API trims to 10 items of one order item each, carries none of the orders’ private details, and rejects bad slugs', async () => {
    const body = await (await fetch(`${site.url}/api/sales`)).text()
    const orders = JSON.parse(readFileSync('content/store/orders.json', 'utf8')) as { orders: { total: string; billing: Record<string, string> }[] }
    for (const { total, billing } of orders.orders) {
      const secrets = [billing.last_name, billing.email, billing.address_1, billing.phone, total].filter((secret): secret is string => Boolean(secret))
      for (const secret of secrets) expect(body).not.toContain(secret)
    }
    // Nor can a visitor read the store's orders through the embedded content API it is served with.
    expect((await fetch(`${site.url}/wp-json/wc/v3/orders`)).status).toBe(401)
    const items = await (await fetch(`${site.url}/api/sales?product=dokan`)).json()
    expect(items).toHaveLength(10)
    expect(items.every((item: { order_items: unknown[] }) => item.order_items.length === 1)).toBe(true)
    const bad = await fetch(`${site.url}/api/sales?product=../../etc`)
    expect(bad.status).toBe(400)
  })
})
