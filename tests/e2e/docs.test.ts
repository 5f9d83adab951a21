import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { startSite, type SiteServer } from '../support/site-server.ts'
import { launchBrowser, openPage, pauseClockAt, waitForHydration } from '../support/browser.ts'
import { loadDataset } from '../../embedded-wordpress/dataset.ts'
import { LOCALE_CODES, localizePath } from '../../content-rules/locales.ts'

/** The docs and knowledge base (SPEC §2, §3, §4, §5, §8, §9) on the embedded dataset, in Chromium. */
let site: SiteServer
let browser: Browser
const dataset = loadDataset(path.resolve('content'))
const title = (lang: string, key: string) =>
  (dataset.docs.find((d) => d.lang === lang && d.key === key) ?? dataset.docs.find((d) => d.lang === 'en' && d.key === key))!.meta.title

beforeAll(async () => {
  ;[site, browser] = await Promise.all([startSite(), launchBrowser()])
})

afterAll(async () => {
  await browser?.close()
  await site?.stop()
})

/** One path of every docs route shape, with the dataset key of the doc it shows. */
const SHAPES: [string, string | null][] = [
  ['/docs/', null],
  ['/docs/dokan/', 'dokan'],
  ['/docs/dokan/getting-started/', 'dokan/getting-started'],
  ['/docs/dokan/getting-started/installing-dokan-lite/', 'dokan/getting-started/installing-dokan-lite'],
  ['/docs/dokan/developer-hooks/filters/', 'dokan/developer-hooks/filters'],
  ['/docs/dokan/developer-hooks/filters/commission-filters/', 'dokan/developer-hooks/filters/commission-filters'],
  ['/dokan/knowledge-base/troubleshooting/', 'dokan-knowledge-base/troubleshooting'],
  ['/dokan/knowledge-base/troubleshooting/vendor-dashboard-shows-404/', 'dokan-knowledge-base/troubleshooting/vendor-dashboard-shows-404'],
]

describe('docs routes', () => {
  it.each(LOCALE_CODES)('every route shape answers in %s, titled in that language where translated, and hydrates cleanly', async (lang) => {
    const { page, errors } = await openPage(browser)
    for (const [route, key] of SHAPES) {
      const response = await page.goto(site.url + localizePath(route, lang))
      expect(response?.status(), route).toBe(200)
      await waitForHydration(page)
      const heading = await page.locator('h1').textContent()
      if (key) expect(heading, route).toBe(title(lang, key))
      else expect(heading).toBe({ en: 'Documentation', es: 'Documentación', fr: 'Documentation' }[lang])
    }
    expect(errors).toEqual([])
    await page.context().close()
  })

  it('the index groups products as Plugins, Modules and Others, each linking its docs', async () => {
    const html = await (await fetch(`${site.url}/docs/`)).text()
    const groups = [...html.matchAll(/<h2 id="docs-group-(\w+)">([^<]+)<\/h2>/g)].map((m) => m[2])
    expect(groups).toEqual(['Plugins', 'Modules', 'Others'])
    for (const product of dataset.docs.filter((d) => d.lang === 'en' && d.trail.length === 1)) {
      expect(html).toContain(
        `<li class="docs-product docs-product--${product.slug}"><a href="${product.meta.base ?? `/docs/${product.slug}/`}">${product.meta.title}</a>`,
      )
    }
  })

  it('an untranslated doc is shown in English under the language, saying so, its canonical the English one', async () => {
    const html = await (await fetch(`${site.url}/fr/docs/dokan/commissions-and-withdrawals/`)).text()
    expect(html).toContain(`<link rel="canonical" href="${site.url}/docs/dokan/commissions-and-withdrawals/"/>`)
    expect(html).toMatch(/class="language-notice"/)
  })

  it.each([
    ['/docs/no-such-product/', 'Page Not Found'],
    ['/docs/dokan/no-such-category/', 'Page Not Found'],
    ['/docs/dokan/getting-started/no-such-article/', 'Page Not Found'],
    ['/dokan/knowledge-base/no-such-topic/', 'Page Not Found'],
    ['/es/docs/dokan/nope/', 'Página no encontrada'],
  ])('unknown %s answers 404 with the 404 page', async (route, heading) => {
    const response = await fetch(site.url + route)
    expect(response.status).toBe(404)
    expect(await response.text()).toContain(heading)
  })
})

describe('an article', () => {
  const route = '/docs/dokan/developer-hooks/filters/commission-filters/'

  it('has its product tree with its own branch open, breadcrumbs from its parents in order, and a table of contents whose anchors exist', async () => {
    const { page, errors } = await openPage(browser)
    await page.goto(site.url + route)
    await waitForHydration(page)
    const nav = page.getByRole('navigation', { name: 'Dokan Multivendor documentation' })
    expect(await nav.locator('[aria-current="page"]').textContent()).toBe(title('en', 'dokan/developer-hooks/filters/commission-filters'))
    const open = await nav.locator('details[open] > summary').allTextContents()
    expect(open).toEqual([title('en', 'dokan/developer-hooks'), title('en', 'dokan/developer-hooks/filters')])
    expect(await nav.locator('details:not([open])').count()).toBeGreaterThanOrEqual(4)

    const crumbs = await page.getByRole('navigation', { name: 'Breadcrumb' }).locator('li').allTextContents()
    expect(crumbs).toEqual([
      'All docs',
      'Dokan Multivendor',
      title('en', 'dokan/developer-hooks'),
      title('en', 'dokan/developer-hooks/filters'),
      title('en', 'dokan/developer-hooks/filters/commission-filters'),
    ])

    const toc = page.getByRole('navigation', { name: 'On this page' }).locator('a')
    const anchors = await toc.evaluateAll((links) => links.map((a) => a.getAttribute('href')!))
    expect(anchors.length).toBeGreaterThanOrEqual(2)
    for (const anchor of anchors) expect(await page.locator(`.doc-page__body ${anchor}`).count(), anchor).toBe(1)
    await toc.nth(1).click()
    await expect.poll(() => new URL(page.url()).hash).toBe(anchors[1])

    // Code is highlighted on the server: its spans are in the HTML, no highlighter in the browser.
    expect(await page.locator('.doc-page__body pre.core-code .hljs-string').count()).toBeGreaterThan(0)
    expect(errors).toEqual([])
    await page.context().close()
  })

  it('links its previous and next article in reading order, and says when it was updated', async () => {
    const html = await (await fetch(site.url + route)).text()
    expect(html).toMatch(/<a href="\/docs\/dokan\/developer-hooks\/filters\/" rel="prev"[^>]*><span>Previous<\/span>/)
    expect(html).toMatch(/rel="next"[^>]*><span>Next<\/span>/)
    expect(html).toMatch(/<time dateTime="2\d{3}-\d\d-\d\dT[\d:]+Z">Last updated [A-Z][a-z]+ \d{1,2}, \d{4}<\/time>/)
    expect(html).toContain('"@type":"TechArticle"')
    expect(html).toContain('"@type":"BreadcrumbList"')
  })
})

describe('the docs search box', () => {
  /** The docs index with a paused clock, the search box open; every search call is recorded. */
  async function openSearch(): Promise<{ page: Page; calls: string[]; errors: string[] }> {
    const { page, errors } = await openPage(browser)
    const calls: string[] = []
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/docs/search') calls.push(request.url())
    })
    await pauseClockAt(page, Date.now())
    await page.goto(`${site.url}/docs/`)
    await waitForHydration(page)
    await page.getByRole('button', { name: 'Search the docs' }).click()
    await page.getByRole('dialog').waitFor()
    return { page, calls, errors }
  }

  it('opens, and closes on Escape or a click on the backdrop', async () => {
    const { page, errors } = await openSearch()
    await page.keyboard.press('Escape')
    await page.getByRole('dialog').waitFor({ state: 'detached' })
    await page.getByRole('button', { name: 'Search the docs' }).click()
    await page.getByTestId('docs-search-backdrop').click({ position: { x: 5, y: 5 } })
    await page.getByRole('dialog').waitFor({ state: 'detached' })
    expect(errors).toEqual([])
    await page.context().close()
  })

  it('asks 500 ms after typing stops, never before, never under 3 characters, and says why', async () => {
    const { page, calls, errors } = await openSearch()
    const box = page.getByRole('searchbox', { name: 'Search docs' })
    const message = page.locator('.docs-search__message')
    await box.pressSequentially('ab')
    await page.clock.runFor(500)
    await expect.poll(() => message.textContent()).toBe('Please type Minimum 3 character!')
    await box.fill('')
    await page.clock.runFor(500)
    await expect.poll(() => message.textContent()).toBe('Please type something!')
    expect(calls).toEqual([])

    await box.pressSequentially('withdraw')
    await page.clock.runFor(499)
    expect(calls).toEqual([])
    await page.clock.runFor(1)
    await expect.poll(() => calls.length).toBe(1)
    expect(new URL(calls[0]!).searchParams.get('keyword')).toBe('withdraw')
    expect(new URL(calls[0]!).searchParams.get('criteria')).toBe('93430')
    const results = page.locator('.docs-search__results a')
    await expect.poll(() => results.count()).toBeGreaterThan(1)
    // The keyboard moves through the results.
    await box.press('ArrowDown')
    expect(await page.evaluate(() => document.activeElement?.closest('.docs-search__results') !== null)).toBe(true)
    const first = await page.evaluate(() => document.activeElement?.textContent)
    await page.keyboard.press('ArrowDown')
    expect(await page.evaluate(() => document.activeElement?.textContent)).not.toBe(first)
    await page.keyboard.press('ArrowUp')
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(first)
    expect(calls).toHaveLength(1)
    expect(errors).toEqual([])
    await page.context().close()
  })

  it('shows loading while it waits, the no-result message, and never lets an older answer overwrite a newer one', async () => {
    const { page, calls, errors } = await openSearch()
    // The first keyword's answer is held back until after the second keyword's has arrived.
    let releaseFirst: () => void = () => {}
    const firstHeld = new Promise<void>((resolve) => (releaseFirst = resolve))
    await page.route('**/api/docs/search?**', async (route) => {
      if (new URL(route.request().url()).searchParams.get('keyword') === 'withdraw') await firstHeld
      await route.continue()
    })
    const box = page.getByRole('searchbox', { name: 'Search docs' })
    await box.pressSequentially('withdraw')
    await page.clock.runFor(500)
    await expect.poll(() => page.locator('.docs-search__loading').textContent()).toBe('Searching…')
    await box.fill('zzqqxv')
    await page.clock.runFor(500)
    await expect.poll(() => page.locator('.docs-search__message').textContent()).toBe('Nothing found! Try with another keyword!')
    releaseFirst()
    await expect.poll(() => calls.length).toBe(2)
    await page.waitForTimeout(300) // real time for the held answer to arrive and be dropped
    expect(await page.locator('.docs-search__message').textContent()).toBe('Nothing found! Try with another keyword!')
    expect(await page.locator('.docs-search__results').count()).toBe(0)
    expect(errors).toEqual([])
    await page.context().close()
  })
})

describe('the site search', () => {
  it('finds docs as well as posts', async () => {
    const html = await (await fetch(`${site.url}/search/?s=withdraw`)).text()
    expect(html).toMatch(
      /<section class="post-list__docs" aria-labelledby="search-docs"><h2 id="search-docs">Documentation<\/h2><ul><li><a href="\/docs\/dokan\//,
    )
    // In Spanish, the Spanish docs, linked in Spanish.
    const spanish = await (await fetch(`${site.url}/es/search/?s=vendedores`)).text()
    expect(spanish).toMatch(/<section class="post-list__docs"[^>]*><h2 id="search-docs">Documentación<\/h2><ul><li><a href="\/es\/docs\//)
  })
})

describe('docs search, hostile input', () => {
  it('the search page answers markup, 5,000 characters and broken encoding safely', async () => {
    // Markup is searched for as words; a query past 4,096 characters (414) or broken encoding (400) is refused before any page (server/http/request-guard.ts).
    const cases: [string, number][] = [
      [encodeURIComponent('<script>alert(1)</script>'), 200],
      ['x'.repeat(5000), 414],
      ['%E0%A4%A', 400],
      ['%00%FF', 400],
      [encodeURIComponent('" OR 1=1 --'), 200],
    ]
    for (const [query, status] of cases) {
      const response = await fetch(`${site.url}/docs/search/?query=${query}`)
      expect(response.status, query.slice(0, 40)).toBe(status)
      expect(await response.text()).not.toContain('<script>alert(1)')
    }
    const nothing = await (await fetch(`${site.url}/docs/search/?query=zzqqxv`)).text()
    expect(nothing).toContain('Nothing Found!')
  })

  it('the search call refuses what breaks the rules with a 400, never a 500', async () => {
    const call = (query: string) => fetch(`${site.url}/api/docs/search?${query}`)
    expect((await call('keyword=withdraw')).status).toBe(400)
    expect((await call('keyword=ab&criteria=93430')).status).toBe(400)
    expect(await (await call('keyword=ab&criteria=93430')).json()).toEqual({ error: 'search.tooShort' })
    expect((await call('keyword=withdraw&criteria=93430&lang=de')).status).toBe(400)
    const cases: [string, number][] = [
      ['%E0%A4%A', 400],
      ['x'.repeat(5000), 414],
      ['x'.repeat(3000), 200],
      [encodeURIComponent('"<img onerror=alert(1)>'), 200],
    ]
    for (const [keyword, status] of cases) {
      const response = await call(`keyword=${keyword}&criteria=93430`)
      expect(response.status, keyword.slice(0, 40)).toBe(status)
    }
    const hits = (await (await call('keyword=withdraw&criteria=93430&lang=en')).json()) as { title: string; path: string }[]
    expect(hits.length).toBeGreaterThan(0)
    expect(hits.every((hit) => /^\/(docs|dokan)\//.test(hit.path))).toBe(true)
  })
})
