import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser } from 'playwright-core'
import { startSite, type SiteServer } from '../support/site-server.ts'
import { launchBrowser, openPage, waitForHydration } from '../support/browser.ts'
import { loadDataset } from '../../embedded-wordpress/dataset.ts'
import { plainText } from '../../content-rules/plain-text.ts'
import { withoutStyles } from '../support/page-markup.ts'
import { AMP_CSS_LIMIT_BYTES, AMP_RUNTIME } from '../../layouts/amp-boilerplate.ts'

/** The blog (SPEC §2, §3) on the embedded dataset, in Chromium. */
let site: SiteServer
let browser: Browser
const dataset = loadDataset(path.resolve('content'))
const english = dataset.posts.filter((p) => p.lang === 'en').sort((a, b) => a.meta.date.localeCompare(b.meta.date))
const postPath = (p: (typeof english)[number]) => `/blog/${p.meta.id}/${p.slug}/`
const byId = (id: number) => dataset.posts.find((p) => p.meta.id === id)!

beforeAll(async () => {
  ;[site, browser] = await Promise.all([startSite(), launchBrowser()])
})

afterAll(async () => {
  await browser?.close()
  await site?.stop()
})

const get = (url: string) => fetch(site.url + url, { redirect: 'manual' })
const h1 = (html: string) => plainText(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? '')

describe('a post page', () => {
  const post = byId(90111)

  it('shows the post, its reading time, dates, image, terms, author, neighbours and sidebar, and hydrates cleanly', async () => {
    const { page, errors } = await openPage(browser)
    await page.goto(site.url + postPath(post))
    await waitForHydration(page)
    expect(await page.locator('h1').textContent()).toBe(post.meta.title)
    // SPEC §9: words / 120, rounded up.
    const words = plainText(post.markup).split(/\s+/).filter(Boolean).length
    expect(await page.locator('.post .post-meta__reading').first().textContent()).toBe(`${Math.ceil(words / 120)} min read`)
    expect(await page.locator('.post .post-meta__posted').first().textContent()).toBe('Posted on February 11, 2025')
    const srcset = await page.locator('.post__image').getAttribute('srcset')
    expect(srcset?.split(', ').map((c) => c.split(' ')[1])).toEqual(['320w', '640w', '768w', '1024w', '1280w', '1536w'])
    expect(await page.locator('.post__categories a').allTextContents()).toEqual(['Marketplace', 'Vendor management'])
    expect(await page.locator('.post__categories a').last().getAttribute('href')).toBe('/category/marketplace/vendor-management/')
    // Tag links say what they are; category links do not claim to be tags.
    expect(new Set(await page.locator('.post__tags a').evaluateAll((links) => links.map((a) => a.getAttribute('rel'))))).toEqual(new Set(['tag']))
    expect(await page.locator('.post__categories a').first().getAttribute('rel')).toBeNull()
    expect(await page.locator('.author-box h2').textContent()).toContain('Farhana Akter')
    expect(await page.locator('.author-box a').getAttribute('href')).toBe('/author/farhana-akter/')
    const i = english.indexOf(post)
    expect(await page.locator('.post-nav__link--previous').getAttribute('href')).toBe(postPath(english[i - 1]!))
    expect(await page.locator('.post-nav__link--next').getAttribute('href')).toBe(postPath(english[i + 1]!))
    // The sidebar's newsletter is its sidebar variant: the terms box enables it.
    const sidebar = page.locator('.post-layout__sidebar')
    expect(await sidebar.getByRole('button', { name: 'Subscribe' }).isDisabled()).toBe(true)
    await sidebar.getByRole('checkbox').check()
    expect(await sidebar.getByRole('button', { name: 'Subscribe' }).isEnabled()).toBe(true)
    expect(errors).toEqual([])
    await page.context().close()
  })

  it('shows the comment tree from root parent 0, replies nested three levels and more, 96 px avatars at 58 px', async () => {
    const { page } = await openPage(browser)
    await page.goto(site.url + postPath(post))
    const comments = dataset.blog.comments.filter((c) => c.post === post.meta.id)
    expect(await page.locator('.comments h2').textContent()).toBe(`${comments.length} comments`)
    expect(await page.locator('.comment').count()).toBe(comments.length)
    expect(await page.locator('.comments__list > .comment').count()).toBe(comments.filter((c) => c.parent === 0).length)
    expect(await page.locator('.comment .comment__replies .comment .comment__replies .comment').count()).toBeGreaterThan(0)
    const avatar = page.locator('.comment__avatar').first()
    expect([await avatar.getAttribute('width'), await avatar.getAttribute('height')]).toEqual(['58', '58'])
    expect(await avatar.evaluate((img: HTMLImageElement) => img.getBoundingClientRect().width)).toBe(58)
    // Each comment is addressable, as WordPress links it.
    const first = comments.filter((c) => c.parent === 0).sort((a, b) => a.date.localeCompare(b.date))[0]!
    expect(await page.locator(`#comment-${first.id} .comment__author`).first().textContent()).toBe(first.author_name)
    // The post's author's replies are marked, and only theirs.
    const byPostAuthor = comments.filter((c) => c.author === post.meta.author).map((c) => `comment-${c.id}`)
    expect(byPostAuthor.length).toBeGreaterThan(0)
    const marked = await page
      .locator('.comment')
      .evaluateAll((nodes) => nodes.filter((n) => n.querySelector(':scope > article .comment__badge')).map((n) => n.id))
    expect(marked.sort()).toEqual(byPostAuthor.sort())
    expect(await page.locator(`#${byPostAuthor[0]} .comment__badge`).first().textContent()).toBe('Author')
    await page.context().close()
  })

  it("ships neither the sidebar's block markup nor the comments twice: both are in the HTML only, once", async () => {
    const html = await (await get(postPath(post))).text()
    expect(html).not.toContain('vike_pageContext')
    expect(html).not.toContain('wp:site/newsletter')
    const firstComment = dataset.blog.comments.find((c) => c.post === post.meta.id)!
    const comment = firstComment.content
      .trim()
      .slice(0, 40)
      .split(/['"&<>]/)[0]!
    expect(html.split(comment)).toHaveLength(2)
  })

  it('has no previous post at the oldest and no next post at the newest (false)', async () => {
    const markup = async (path: string) => withoutStyles(await (await get(path)).text())
    const oldest = await markup(postPath(english[0]!))
    const newest = await markup(postPath(english.at(-1)!))
    expect(oldest).not.toContain('post-nav__link--previous')
    expect(oldest).toContain('post-nav__link--next')
    expect(newest).toContain('post-nav__link--previous')
    expect(newest).not.toContain('post-nav__link--next')
  })

  it('writes its SEO head: title, description, canonical, Open Graph, Twitter card, JSON-LD, AMP link', async () => {
    const withSeo = byId(90114)
    const html = await (await get(postPath(withSeo))).text()
    expect(html).toContain(`<title>${withSeo.meta.seo!.title} | weDevs</title>`)
    expect(html).toContain(`<meta name="description" content="${withSeo.meta.seo!.description}"`)
    expect(html).toContain(`<link rel="canonical" href="${site.url}${postPath(withSeo)}"/>`)
    expect(html).toContain(`<meta property="og:url" content="${site.url}${postPath(withSeo)}"/>`)
    expect(html).toMatch(/<meta property="og:image" content="http:\/\/127\.0\.0\.1:\d+\/images\/blog\/payouts-dashboard-1536\.webp"\/>/)
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image"/>')
    expect(html).toContain(`<link rel="amphtml" href="/amp${postPath(withSeo)}"/>`)
    expect(html).toContain('<link rel="alternate" type="application/rss+xml" title="Blog feed (RSS)" href="/feed/"/>')
    const jsonLd = JSON.parse(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)![1]!)
    expect(jsonLd).toMatchObject({ '@type': 'BlogPosting', headline: withSeo.meta.title, author: { name: 'Farhana Akter' } })
  })

  it("applies the post's page-level CSS (uagb_inline_style), sanitized", async () => {
    const { page } = await openPage(browser)
    await page.goto(site.url + postPath(byId(90114)))
    const styled = page.locator('.uagb-block-7d41e2').first()
    expect(await styled.evaluate((el) => getComputedStyle(el).borderLeftColor)).toBe('rgb(240, 166, 48)')
    await page.context().close()
  })

  it('resolves /{id}/, /{id}/{slug}/ and a wrong slug to the post, and the Spanish post at /es/{id}/{slug}/', async () => {
    for (const url of [`/${post.meta.id}/`, `/${post.meta.id}/${post.slug}/`, `/blog/${post.meta.id}/wrong-slug/`, `/es/${post.meta.id}/${post.slug}/`]) {
      const response = await get(url)
      expect([url, response.status, response.headers.get('location')]).toEqual([url, 301, postPath(post)])
    }
    const spanish = dataset.posts.find((p) => p.lang === 'es')!
    const response = await get(`/es/${spanish.meta.id}/${spanish.slug}/`)
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(html).toContain('<html lang="es-ES">')
    expect(h1(html)).toBe(spanish.meta.title)
    expect(html).toMatch(/min de lectura/)
    expect((await get(`/${spanish.meta.id}/`)).headers.get('location')).toBe(`/es/${spanish.meta.id}/${spanish.slug}/`)
    expect((await get('/999999/')).status).toBe(404)
  })
})

describe('lists', () => {
  const pages = Math.ceil(english.length / 10)

  it.each([
    ['/blog/', 'Blog'],
    ['/blog-archive/', 'Blog archive'],
    ['/blog-archive/page/2/', 'Blog archive'],
    ['/category/marketplace/', 'Category: Marketplace'],
    ['/tag/dokan/page/2/', 'Tag: Dokan'],
    ['/date/2025/page/3/', 'Posts from 2025'],
    ['/category/marketplace/vendor-management/', 'Category: Vendor management'],
    ['/tag/dokan/', 'Tag: Dokan'],
    ['/author/sadia-rahman/', 'Posts by Sadia Rahman'],
    ['/date/2025/', 'Posts from 2025'],
    ['/date/2025/02/', 'Posts from February 2025'],
    ['/date/2025/02/11/', 'Posts from February 11, 2025'],
    ['/es/blog/', 'Blog'],
    ['/fr/category/marketplace/', 'Catégorie : Marketplace'],
  ])('%s answers with its heading and its posts', async (url, heading) => {
    const response = await get(url)
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(h1(html)).toBe(heading)
    expect(html).toContain('class="post-card')
  })

  it('pages by X-WP-TotalPages: page 2 continues page 1, the last page answers, past it, zero or not a number is a 404', async () => {
    const titles = async (url: string) => [...(await (await get(url)).text()).matchAll(/class="post-card__title"><a href="([^"]+)"/g)].map((m) => m[1])
    const first = await titles('/blog/')
    const second = await titles('/blog/page/2/')
    expect(first).toHaveLength(10)
    expect(second[0]).toBe(postPath([...english].reverse()[10]!))
    expect((await get(`/blog/page/${pages}/`)).status).toBe(200)
    for (const url of [
      `/blog/page/${pages + 1}/`,
      '/blog/page/0/',
      '/blog/page/two/',
      '/tag/dokan/page/99/',
      '/category/nope/',
      '/author/nobody/',
      '/date/2019/page/2/',
    ]) {
      expect([url, (await get(url)).status]).toEqual([url, 404])
    }
  })

  it('shows what there is to browse at /category/, /tag/, /author/ and /date/', async () => {
    const categories = await (await get('/category/')).text()
    expect(h1(categories)).toBe('Categories')
    expect(categories).toContain('href="/category/marketplace/vendor-management/"')
    expect(await (await get('/tag/')).text()).toContain('href="/tag/dokan/"')
    expect(await (await get('/author/')).text()).toContain('href="/author/imran-kabir/"')
    const dates = await (await get('/date/')).text()
    expect(dates).toContain('href="/date/2025/"')
    expect(dates).toContain('href="/date/2025/02/"')
  })
})

describe('navigation', () => {
  it('goes from a list to a post and on to its author, with the content and comments of each page', async () => {
    const { page, errors } = await openPage(browser)
    await page.goto(`${site.url}/category/marketplace/vendor-management/`)
    await waitForHydration(page)
    const post = byId(90111)
    await page.getByRole('link', { name: post.meta.title }).first().click()
    await page.waitForURL(`${site.url}${postPath(post)}`)
    await page.locator('.comments h2').waitFor()
    expect(await page.locator('h1').textContent()).toBe(post.meta.title)
    expect(await page.locator('.comment').count()).toBe(dataset.blog.comments.filter((c) => c.post === post.meta.id).length)
    await page.locator('.author-box a').click()
    await page.waitForURL(`${site.url}/author/farhana-akter/`)
    await expect.poll(() => page.locator('h1').textContent()).toBe('Posts by Farhana Akter')
    await expect.poll(() => page.title()).toBe('Posts by Farhana Akter | weDevs')
    expect(errors).toEqual([])
    await page.context().close()
  })
})

describe('search', () => {
  it('finds posts by words of their titles and content, from the form', async () => {
    const { page, errors } = await openPage(browser)
    await page.goto(`${site.url}/search/`)
    await waitForHydration(page)
    await page.getByLabel('Search posts').fill('vendor payout')
    await page.getByRole('button', { name: 'Search' }).click()
    await page.waitForURL(/\/search\/\?s=vendor\+payout/)
    expect(await page.getByRole('status').textContent()).toMatch(/^\d+ results? for “vendor payout”$/)
    expect(await page.locator('.post-card').count()).toBeGreaterThan(0)
    expect(errors).toEqual([])
    await page.context().close()
  })

  it("says what is wrong with the keyword: 'Please type something!', 'Please type Minimum 3 character!', 'Nothing found! Try with another keyword!'", async () => {
    expect(await (await get('/search/?s=')).text()).toContain('Please type something!')
    expect(await (await get('/search/?s=ab')).text()).toContain('Please type Minimum 3 character!')
    expect(await (await get('/search/?s=zzqxnothing')).text()).toContain('Nothing found! Try with another keyword!')
  })
})

describe('AMP', () => {
  const post = byId(90101)

  it('is an AMP document with amp-img, inline CSS under 75 KB, a canonical link, and no script of the app', async () => {
    const response = await get(`/amp/blog/${post.meta.id}/${post.slug}/`)
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(html).toMatch(/^<!doctype html>\s*<html amp lang="en-US">/)
    expect(html).toContain(`<link rel="canonical" href="${site.url}/blog/${post.meta.id}/${post.slug}/">`)
    const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0])
    expect(scripts).toEqual(['<script type="application/ld+json">', `<script async src="${AMP_RUNTIME}">`])
    expect(html).not.toContain('/assets/')
    expect(html).not.toMatch(/<link rel="stylesheet"/)
    expect(html).toContain('<amp-img')
    expect(html).not.toMatch(/<img\b/)
    const css = /<style amp-custom>([\s\S]*?)<\/style>/.exec(html)![1]!
    expect(Buffer.byteLength(css)).toBeLessThan(AMP_CSS_LIMIT_BYTES)
    expect(css).not.toContain('!important')
    expect(h1(html)).toBe(post.meta.title)
    expect(html).not.toContain('class="comments"') // comments are on the full version
    // Its own policy (the page's), not the site's. AMP caches serve (and viewers frame) their own copy, never the original.
    expect(response.headers.get('content-security-policy')).toContain('script-src https://cdn.ampproject.org')
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
    expect(response.headers.get('x-frame-options')).toBe('DENY')
  })

  it('answers /amp/{id}/ and /amp/{id}/{slug}/ with the AMP version', async () => {
    for (const url of [`/amp/${post.meta.id}/`, `/amp/${post.meta.id}/${post.slug}/`]) {
      expect((await get(url)).headers.get('location')).toBe(`/amp/blog/${post.meta.id}/${post.slug}/`)
    }
  })

  it('loads no script of the app in the browser', async () => {
    const { page } = await openPage(browser)
    const scripts: string[] = []
    await page.route('https://cdn.ampproject.org/**', (route) => route.fulfill({ contentType: 'text/javascript', body: '' }))
    page.on('request', (request) => request.resourceType() === 'script' && scripts.push(new URL(request.url()).origin))
    await page.goto(`${site.url}/amp/blog/${post.meta.id}/${post.slug}/`)
    await page.waitForLoadState('load')
    expect(scripts).toEqual(['https://cdn.ampproject.org'])
    await page.context().close()
  })
})

describe('RSS', () => {
  it('lists the latest 20 posts of each language', async () => {
    const response = await get('/feed/')
    expect(response.headers.get('content-type')).toContain('application/rss+xml')
    const xml = await response.text()
    expect(xml.match(/<item>/g)).toHaveLength(20)
    expect(xml).toContain('<title>weDevs Blog</title>') // the site's name from its settings
    expect(xml).toContain(`<link>${site.url}${postPath(english.at(-1)!)}</link>`)
    const spanish = await (await get('/es/feed/')).text()
    expect(spanish).toContain('<language>es-ES</language>')
    expect(spanish).toContain('<description>Guías, novedades e ideas')
    expect(spanish).toMatch(new RegExp(`<link>${site.url}/es/\\d+/`))
  })
})
