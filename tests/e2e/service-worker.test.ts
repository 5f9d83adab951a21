import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser } from 'playwright-core'
import { startSite, type SiteServer } from '../support/site-server.ts'
import { launchBrowser, openPage, waitForHydration } from '../support/browser.ts'

let site: SiteServer // stopped by the offline test: this file's own server
let browser: Browser

beforeAll(async () => {
  ;[site, browser] = await Promise.all([startSite(), launchBrowser()])
})

afterAll(async () => {
  await browser?.close()
  await site?.stop()
})

describe('service worker', () => {
  it('is served at /sw.js, revalidated on every visit', async () => {
    const response = await fetch(`${site.url}/sw.js`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('javascript')
    expect(response.headers.get('cache-control')).toBe('no-cache')
  })

  it('registers with scope /, caches build files and serves the offline page when the site is unreachable', async () => {
    const { page, errors } = await openPage(browser, { serviceWorkers: 'allow' })
    await page.goto(`${site.url}/dokan/`)
    await waitForHydration(page)
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope)
    expect(scope).toBe(`${site.url}/`)
    await page.reload() // now controlled by the worker, which caches the build files it serves
    await waitForHydration(page)
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true)
    const cached = await page.evaluate(async () => {
      const cache = await caches.open('assets-v1')
      return (await cache.keys()).map((request) => new URL(request.url).pathname)
    })
    expect(cached.some((p) => /^\/assets\/.+\.js$/.test(p))).toBe(true)
    expect(errors).toEqual([])

    await site.stop()
    await page.goto(`${site.url}/about/`)
    expect(await page.locator('h1').textContent()).toBe('You are offline')
    // A cached build file still loads without the server.
    const script = cached.find((p) => p.endsWith('.js'))!
    expect(await page.evaluate(async (url) => (await fetch(url)).status, script)).toBe(200)
    await page.context().close()
  })
})
