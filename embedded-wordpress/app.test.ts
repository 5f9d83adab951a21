import { describe, expect, it } from 'vitest'
import path from 'node:path'
import { createContentApi } from './app.ts'
import { loadDataset } from './dataset.ts'
import { wpPageListSchema } from '../content-schemas/page.ts'
import { wpPostListSchema } from '../content-schemas/post.ts'
import { siteSettingsSchema } from '../content-schemas/settings.ts'
import { wpCatalogListSchema } from '../content-schemas/catalog.ts'
import { wpTestimonialListSchema } from '../content-schemas/testimonial.ts'
import { jobListSchema } from '../content-schemas/job.ts'
import { blockRendersOf } from './block-renders.ts'

const api = createContentApi(() => loadDataset(path.resolve('content')))
const get = (url: string) => api.fetch(new Request(`http://site.test/wp-json${url}`))

describe('embedded content API', () => {
  it('serves pages by slug and language in the WordPress shape, with raw block markup', async () => {
    const response = await get('/wp/v2/pages?slug=pricing&lang=en&per_page=100')
    const pages = wpPageListSchema.parse(await response.json())
    expect(pages.every((page) => page.slug === 'pricing' && page.lang === 'en')).toBe(true)
    // Several products have a pricing page: the permalink tells them apart.
    const dokan = pages.find((page) => page.link === 'http://site.test/dokan/pricing/')
    expect(dokan?.block_markup).toContain('<!-- wp:site/pricing-table')
    expect(dokan?.parent).toBeGreaterThan(0)
  })

  it("serves WordPress's captured renders of an item's dynamic blocks, its links on this API's host", async () => {
    const pages = wpPageListSchema.parse(await (await get('/wp/v2/pages?slug=resources&lang=en')).json())
    const page = pages.find((p) => p.link === 'http://site.test/resources/')
    const archives = page?.block_renders.find((render) => render.block === 'core/archives')
    expect(archives?.html).toContain("href='http://site.test/date/2026/11/'")
    expect(page?.block_renders.map((render) => render.path)).toContain('4')
  })

  it('has a current capture for every item it holds renders of (after an edit: npm run wp:renders)', async () => {
    const dataset = loadDataset(path.resolve('content'))
    const pages = []
    for (let n = 1, last = 1; n <= last; n++) {
      const response = await get(`/wp/v2/pages?per_page=100&page=${n}`)
      last = Number(response.headers.get('x-wp-totalpages'))
      pages.push(...wpPageListSchema.parse(await response.json()))
    }
    for (const [itemPath, entry] of Object.entries(dataset.blockRenders)) {
      const page = pages.find((p) => new URL(p.link).pathname === itemPath)
      expect(page, `${itemPath}: no such page`).toBeDefined()
      expect(blockRendersOf(dataset.blockRenders, itemPath, page?.block_markup ?? '', 'http://x').length, `${itemPath}: stale`).toBe(entry.renders.length)
    }
  })

  it('prefixes permalinks of other languages', async () => {
    const pages = wpPageListSchema.parse(await (await get('/wp/v2/pages?slug=home&lang=es')).json())
    expect(pages[0]?.link).toBe('http://site.test/es/')
  })

  it('pages lists like WordPress: totals in headers, 400 past the last page', async () => {
    const first = await get('/wp/v2/posts?per_page=1&page=1')
    const total = Number(first.headers.get('X-WP-Total'))
    expect(total).toBeGreaterThan(1)
    expect(first.headers.get('X-WP-TotalPages')).toBe(String(total))
    expect(wpPostListSchema.parse(await first.json())).toHaveLength(1)
    const past = await get(`/wp/v2/posts?per_page=1&page=${total + 1}`)
    expect(past.status).toBe(400)
    expect(await past.json()).toMatchObject({ code: 'rest_post_invalid_page_number' })
    expect((await get('/wp/v2/posts?per_page=101')).status).toBe(400)
  })

  it('trims list items to `_fields`, as WordPress does', async () => {
    const posts = await (await get('/wp/v2/posts?lang=en&per_page=3&_fields=id,date_gmt,no_such_field')).json()
    expect(posts).toHaveLength(3)
    for (const post of posts) expect(Object.keys(post).sort()).toEqual(['date_gmt', 'id'])
  })

  it('serves settings per language and 404s unknown routes', async () => {
    expect(siteSettingsSchema.parse(await (await get('/site/v1/settings?lang=fr')).json()).menus.primary.length).toBeGreaterThan(0)
    expect((await get('/wp/v2/nothing')).status).toBe(404)
  })

  it('serves catalog entries by slug and in menu order, with their permalinks', async () => {
    const modules = wpCatalogListSchema.parse(await (await get('/wp/v2/dokan-modules?lang=en&orderby=menu_order&order=asc&per_page=100')).json())
    expect(modules.length).toBeGreaterThan(3)
    expect(modules.map((m) => m.menu_order)).toEqual([...modules.map((m) => m.menu_order)].sort((a, b) => a - b))
    const [wholesale] = wpCatalogListSchema.parse(await (await get('/wp/v2/dokan-modules?lang=en&slug=wholesale')).json())
    expect(wholesale?.link).toBe('http://site.test/dokan/modules/wholesale/')
    expect(wholesale?.block_markup).toContain('<!-- wp:site/hero')
    expect(await (await get('/wp/v2/dokan-modules?lang=en&slug=no-such-module')).json()).toEqual([])
  })

  it('serves testimonials newest first with their total, filtered by product', async () => {
    const response = await get('/wp/v2/testimonial?lang=en&per_page=3')
    const three = wpTestimonialListSchema.parse(await response.json())
    const total = Number(response.headers.get('X-WP-Total'))
    expect(three).toHaveLength(3)
    expect(total).toBeGreaterThan(3)
    const dokan = await get('/wp/v2/testimonial?lang=en&product=dokan&per_page=100')
    const dokanItems = wpTestimonialListSchema.parse(await dokan.json())
    expect(dokanItems.every((t) => t.meta.product === 'dokan')).toBe(true)
    expect(Number(dokan.headers.get('X-WP-Total'))).toBe(dokanItems.length)
    expect(dokanItems.length).toBeLessThan(total)
  })

  it('serves the job listings in the recruitment API shape', async () => {
    const jobs = jobListSchema.parse(await (await get('/erp/v1/hrm/recruitment/jobs')).json())
    expect(jobs.length).toBeGreaterThan(0)
  })
})
