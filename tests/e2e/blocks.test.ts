import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { contentWith, startSite, type SiteServer } from '../support/site-server.ts'
import { launchBrowser, layoutShifts, openPage, recordLayoutShifts, waitForHydration } from '../support/browser.ts'
import { blockRegistry } from '../../blocks/registry.ts'
import { blockFolder } from '../../blocks/define-block.ts'
import { loadDataset } from '../../embedded-wordpress/dataset.ts'
import youtubeVideo from '../../blocks/video/fixtures/youtube-with-poster.html?raw'

/**
 * The block library on real pages of the embedded content, in Chromium: interactive blocks hydrate
 * alone (each loads its own component and nothing else), content-only blocks cost no JavaScript.
 */
let site: SiteServer
let browser: Browser
let content: ReturnType<typeof contentWith>

beforeAll(async () => {
  // The dataset has no video yet (no real video ids): a page with the block's fixture.
  content = contentWith(null, (dir) => {
    const page = `---\n{ "title": "Video" }\n---\n<!-- wp:site/hero {"heading":"Video"} /-->\n\n${youtubeVideo}\n`
    writeFileSync(path.join(dir, 'pages/en/video-block.html'), page)
  })
  ;[site, browser] = await Promise.all([startSite({ CONTENT_DIR: content.dir }), launchBrowser()])
})

afterAll(async () => {
  await browser?.close()
  await site?.stop()
  content?.remove()
})

const CLIENT_DIR = path.resolve('dist/client/assets')
const blocks = [...blockRegistry.values()]
const interactive = blocks.filter((block) => block.island).map((block) => block.name)
const contentOnly = blocks.filter((block) => !block.island).map((block) => block.name)

/** Client JavaScript files by name → the blocks whose own class names (`.{folder}__…`) they hold. */
function blocksByScript(): Map<string, string[]> {
  const scripts = ['chunks', 'entries'].flatMap((dir) =>
    readdirSync(path.join(CLIENT_DIR, dir))
      .filter((file) => file.endsWith('.js'))
      .map((file) => `${dir}/${file}`),
  )
  return new Map(
    scripts.map((file) => {
      const body = readFileSync(path.join(CLIENT_DIR, file), 'utf8')
      return [file, [...blockRegistry.keys()].filter((name) => body.includes(`${blockFolder(name)}__`))]
    }),
  )
}

/** Opens a page and reports which blocks' code the browser downloaded. */
async function visit(url: string): Promise<{ page: Page; errors: string[]; loadedBlocks: () => string[] }> {
  const { page, errors } = await openPage(browser)
  const requested: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') requested.push(new URL(request.url()).pathname.replace('/assets/', ''))
  })
  await page.goto(site.url + url)
  await waitForHydration(page)
  const byScript = blocksByScript()
  return { page, errors, loadedBlocks: () => [...new Set(requested.flatMap((file) => byScript.get(file) ?? []))].sort() }
}

describe('client JavaScript of the block library', () => {
  it('content-only blocks are not in the client build; each interactive block is a chunk of its own', () => {
    const byScript = [...blocksByScript()]
    const filesOf = (name: string) => byScript.filter(([, names]) => names.includes(name)).map(([file]) => file)
    for (const name of contentOnly) expect(filesOf(name), name).toEqual([])
    for (const name of interactive) {
      expect(filesOf(name), name).toHaveLength(1)
      expect(byScript.find(([file]) => file === filesOf(name)[0])![1], `${name} shares its chunk`).toEqual([name])
    }
    console.log(`blocks: ${interactive.length} islands, ${contentOnly.length} content-only blocks with no client code`)
  })

  it('a page of content-only blocks downloads no block code', async () => {
    const { page, errors, loadedBlocks } = await visit('/about/team/')
    expect(await page.locator('.team-grid').count()).toBe(1)
    expect(await page.locator('.timeline').count()).toBe(1)
    expect(loadedBlocks()).toEqual([])
    expect(errors).toEqual([])
    await page.context().close()
  })
})

describe('interactive blocks on their pages', () => {
  it('the startup cost calculator hydrates alone and recomputes as the visitor types', async () => {
    const { page, errors, loadedBlocks } = await visit('/dokan/free-tools/startup-cost-calculator/')
    expect(loadedBlocks()).toEqual(['site/startup-cost-calculator'])
    const results = page.locator('.startup-cost-calculator__live')
    const before = await results.textContent()
    await page.getByLabel('Orders per month').fill('5000')
    await expect.poll(() => results.textContent()).not.toBe(before)
    await page.getByRole('button', { name: 'Reset to defaults' }).click()
    await expect.poll(() => results.textContent()).toBe(before)
    expect(errors).toEqual([])
    await page.context().close()
  })

  it('the video asks nothing of its provider until played, then plays from the no-cookie player', async () => {
    const { page, errors } = await openPage(browser)
    const providerRequests: string[] = []
    await page.route(/youtube|ytimg|vimeo/, (route) => {
      providerRequests.push(route.request().url())
      return route.fulfill({ contentType: 'text/html', body: '<title>player</title>' })
    })
    await page.goto(`${site.url}/video-block/`)
    await waitForHydration(page)
    expect(providerRequests).toEqual([])
    await page
      .getByRole('button', { name: /^Play video: / })
      .first()
      .click()
    const src = await page.locator('.video iframe').first().getAttribute('src')
    expect(src).toMatch(/^https:\/\/(www\.youtube-nocookie\.com\/embed|player\.vimeo\.com\/video)\/[\w-]+\?autoplay=1/)
    await expect.poll(() => providerRequests.length).toBeGreaterThan(0)
    expect(errors).toEqual([])
    await page.context().close()
  })

  it("WordPress's YouTube embed loads no third-party script before its play control is pressed, and shifts nothing", async () => {
    const { page, errors } = await openPage(browser)
    const site_ = new URL(site.url).origin
    const thirdParty: { type: string; url: string }[] = []
    // Nothing leaves the machine: the provider's answers are stand-ins (an image for the still).
    await page.route(
      (url) => url.origin !== site_,
      (route) => {
        const request = route.request()
        thirdParty.push({ type: request.resourceType(), url: request.url() })
        return request.resourceType() === 'image'
          ? route.fulfill({ contentType: 'image/gif', body: Buffer.from('R0lGODlhAQABAAAAACw=', 'base64') })
          : route.fulfill({ contentType: 'text/html', body: '<title>player</title>' })
      },
    )
    await page.goto(`${site.url}/resources/`)
    await waitForHydration(page)
    // From hydration on, every layout shift is recorded with what moved.
    await recordLayoutShifts(page)
    const embed = page.locator('.video').filter({ hasText: 'Setting up a Dokan marketplace' })
    await embed.scrollIntoViewIfNeeded()
    await expect.poll(() => embed.locator('img').evaluate((img: HTMLImageElement) => img.complete)).toBe(true)
    expect(
      thirdParty.filter((r) => r.type !== 'image'),
      'before play',
    ).toEqual([])
    expect(thirdParty.map((r) => r.url)).toEqual(['https://i.ytimg.com/vi/aqz-KE-bpKQ/hqdefault.jpg'])

    await embed.getByRole('button', { name: /^Play video: Setting up a Dokan marketplace/ }).click()
    await expect.poll(() => thirdParty.map((r) => r.url)).toContain('https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?autoplay=1')
    await page.waitForTimeout(200) // real frames after the player's box was laid out
    expect(await layoutShifts(page)).toEqual([])
    expect(errors).toEqual([])
    await page.context().close()
  })

  it('the screenshot gallery opens a screenshot, pages with the arrow keys and closes on Escape', async () => {
    const { page, errors, loadedBlocks } = await visit('/dokan/screenshots/')
    expect(loadedBlocks()).toEqual(['site/screenshot-gallery'])
    await page.locator('.screenshot-gallery button').first().click()
    const dialog = page.getByRole('dialog')
    await dialog.waitFor()
    await expect.poll(() => dialog.textContent()).toContain('1 of ')
    await page.keyboard.press('ArrowRight')
    await expect.poll(() => dialog.textContent()).toContain('2 of ')
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'hidden' })
    expect(errors).toEqual([])
    await page.context().close()
  })

  it('a coupon code is copied to the clipboard', async () => {
    const { page, errors } = await visit('/coupons/')
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: site.url })
    const first = page.locator('.coupons-list__item').first()
    const code = (await first.locator('code').textContent())?.trim()
    await first.getByRole('button', { name: 'Copy code' }).click()
    await expect.poll(() => first.textContent()).toContain('Copied!')
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code)
    expect(errors).toEqual([])
    await page.context().close()
  })
})

describe('blocks showing content-source data', () => {
  const dataset = loadDataset(path.resolve('content'))

  it('testimonials show the newest of the product, with the total from the API', async () => {
    const html = await (await fetch(`${site.url}/dokan/testimonials/`)).text()
    const dokan = dataset.testimonials.filter((t) => t.lang === 'en' && t.product === 'dokan')
    expect(html).toContain(`${dokan.length} customer reviews`)
    expect(html).toContain(dokan[0]!.name)
  })

  it('the career page lists the open positions of the job API', async () => {
    const html = await (await fetch(`${site.url}/career/`)).text()
    const open = dataset.jobs.filter((job) => job.deadline === null || job.deadline >= new Date().toISOString().slice(0, 10))
    expect(open.length).toBeGreaterThan(0)
    for (const job of open) expect(html).toContain(job.title)
  })

  it('a catalog list links every entry of its catalog', async () => {
    const html = await (await fetch(`${site.url}/dokan/modules/`)).text()
    const modules = dataset.catalog.filter((e) => e.catalog === 'dokan-modules' && e.lang === 'en')
    for (const module of modules) expect(html).toContain(`href="/dokan/modules/${module.slug}/"`)
  })

  it("WordPress's query loop pages by its own parameter, in the browser as on the server", async () => {
    const { page, errors } = await openPage(browser)
    // Nothing leaves the machine (the page's YouTube still).
    await page.route(
      (url) => url.origin !== new URL(site.url).origin,
      (route) => route.fulfill({ status: 204 }),
    )
    await page.goto(`${site.url}/resources/`)
    await waitForHydration(page)
    const loop = page.locator('.core-query')
    const titles = () => loop.locator('.core-query__title').allTextContents()
    const first = await titles()
    expect(first).toHaveLength(3)
    await loop.getByRole('link', { name: 'Older posts' }).click()
    await expect.poll(() => page.url()).toBe(`${site.url}/resources/?query-1-page=2`)
    await expect.poll(titles).not.toEqual(first)
    expect(await loop.locator('.core-query__page').textContent()).toBe('Page 2 of 3')
    await loop.getByRole('link', { name: 'Newer posts' }).click()
    await expect.poll(titles).toEqual(first)
    // Server-rendered alike, for a visitor arriving at page 2.
    const html = await (await fetch(`${site.url}/resources/?query-1-page=2`)).text()
    expect(html).toContain('Page 2 of 3')
    expect(errors).toEqual([])
    await page.context().close()
  })
})
