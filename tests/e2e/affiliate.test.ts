import { createServer, type Server } from 'node:http'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { Browser } from 'playwright-core'
import { startSite, type SiteServer } from '../support/site-server.ts'
import { freePort } from '../support/ports.ts'
import { launchBrowser, openPage, waitForHydration } from '../support/browser.ts'

const USER = 'affwp-public-key'
const PASSWORD = 'affwp-secret-token-7f3a'

/** A stand-in for the affiliate REST API: records each call, answers as `mode` says. */
interface Call {
  path: string
  authorization: string | undefined
  body: unknown
}
let calls: Call[] = []
let mode: 'ok' | 'fail' = 'ok'
let affiliateApi: Server
let site: SiteServer
let browser: Browser

beforeAll(async () => {
  const port = await freePort()
  affiliateApi = createServer((req, res) => {
    let raw = ''
    req.on('data', (chunk) => (raw += chunk))
    req.on('end', () => {
      calls.push({ path: `${req.method} ${req.url}`, authorization: req.headers.authorization, body: JSON.parse(raw || 'null') })
      res.writeHead(mode === 'ok' ? 201 : 500, { 'content-type': 'application/json' })
      res.end(mode === 'ok' ? JSON.stringify({ id: 42, visit_id: 9001 }) : '{"code":"db_error"}')
    })
  })
  await new Promise<void>((resolve) => affiliateApi.listen(port, '127.0.0.1', resolve))
  ;[site, browser] = await Promise.all([
    startSite({
      AFFILIATE_API_URL: `http://127.0.0.1:${port}/wp-json/affwp/v1`,
      AFFILIATE_API_USERNAME: USER,
      AFFILIATE_API_PASSWORD: PASSWORD,
    }),
    launchBrowser(),
  ])
})

afterAll(async () => {
  await browser?.close()
  await site?.stop()
  await new Promise((resolve) => affiliateApi?.close(resolve))
})

beforeEach(() => {
  calls = []
  mode = 'ok'
})

const affiliateCookies = async (page: import('playwright-core').Page) => (await page.context().cookies()).filter((c) => c.name.startsWith('affwp_'))

describe('affiliate tracking', () => {
  it('records a ?ref= visit through the server and keeps affwp_ref and affwp_ref_visit_id for 30 days', async () => {
    const { page, errors } = await openPage(browser)
    const bodies: string[] = []
    page.on('response', async (response) => bodies.push(await response.text().catch(() => '')))
    await page.goto(`${site.url}/dokan/?ref=42`)
    await waitForHydration(page)
    await expect.poll(() => affiliateCookies(page).then((c) => c.length)).toBe(2)
    expect(calls).toEqual([
      {
        path: 'POST /wp-json/affwp/v1/visits/',
        authorization: `Basic ${Buffer.from(`${USER}:${PASSWORD}`).toString('base64')}`,
        body: { affiliate_id: 42, url: `${site.url}/dokan/?ref=42` },
      },
    ])
    const cookies = Object.fromEntries((await affiliateCookies(page)).map((c) => [c.name, c]))
    expect(cookies.affwp_ref?.value).toBe('42')
    expect(cookies.affwp_ref_visit_id?.value).toBe('9001')
    for (const cookie of Object.values(cookies)) {
      expect(cookie.expires - Date.now() / 1000).toBeGreaterThan(30 * 86400 - 120)
      expect(cookie.expires - Date.now() / 1000).toBeLessThan(30 * 86400 + 120)
    }
    // The credentials stay on the server: nothing the browser received carries them.
    expect(bodies.length).toBeGreaterThan(3)
    expect(bodies.filter((body) => body.includes(PASSWORD) || body.includes(USER))).toEqual([])
    expect(errors).toEqual([])

    // Account-area links carry the referral when followed.
    const followed: string[] = []
    await page.route('**/account/**', (route) => {
      followed.push(route.request().url())
      return route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Account</title>' })
    })
    await page.locator('.site-header__sign-in').click()
    await expect.poll(() => followed).toEqual([`${site.url}/account/?ref=42`])
    await page.context().close()
  })

  it('does nothing without ?ref= or when the affiliate cookie is already set', async () => {
    const { page } = await openPage(browser)
    await page.goto(`${site.url}/dokan/`)
    await waitForHydration(page)
    await page.context().addCookies([{ name: 'affwp_ref', value: '7', url: site.url }])
    await page.goto(`${site.url}/about/?ref=42`)
    await waitForHydration(page)
    await page.waitForTimeout(300)
    expect(calls).toEqual([])
    expect((await affiliateCookies(page)).map((c) => `${c.name}=${c.value}`)).toEqual(['affwp_ref=7'])
    await page.context().close()
  })

  it('logs a failed recording without breaking the page or setting cookies', async () => {
    mode = 'fail'
    const { page, errors } = await openPage(browser)
    const warnings: string[] = []
    page.on('console', (message) => message.type() === 'warning' && warnings.push(message.text()))
    await page.goto(`${site.url}/?ref=42`)
    await waitForHydration(page)
    await expect.poll(() => warnings.filter((w) => w.includes('[affiliate] referral visit not recorded'))).toHaveLength(1)
    expect(await affiliateCookies(page)).toEqual([])
    expect(errors.filter((e) => !e.includes('502'))).toEqual([]) // the browser reports the failed request itself
    expect(site.logs()).toContain('[api] affiliate visit for ref 42 not recorded')
    await page.context().close()
  })

  it('the endpoint rejects hostile input and URLs of other sites', async () => {
    const post = (body: unknown) =>
      fetch(`${site.url}/api/affiliate-visits`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
    expect((await post({ ref: '<script>', url: `${site.url}/` })).status).toBe(400)
    expect((await post({ ref: '42', url: 'https://evil.example/' })).status).toBe(400)
    expect((await post({ ref: '42', url: 'javascript:alert(1)' })).status).toBe(400)
    expect((await post({ ref: '42', url: `${site.url}/`, extra: 'x'.repeat(70_000) })).status).toBe(413)
    expect(calls).toEqual([])
  })
})
