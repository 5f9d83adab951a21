import { describe, expect, it } from 'vitest'
import path from 'node:path'
import { createContentApi } from './app.ts'
import { loadDataset } from './dataset.ts'
import { wpPageListSchema } from '../../content-schemas/page.ts'
import { wpPostListSchema } from '../../content-schemas/post.ts'
import { siteSettingsSchema } from '../../content-schemas/settings.ts'
import { salesReportSchema } from '../../content-schemas/sales-item.ts'

const api = createContentApi(() => loadDataset(path.resolve('content')))
const get = (url: string) => api.fetch(new Request(`http://site.test/wp-json${url}`))

describe('embedded content API', () => {
  it('serves pages by slug and language in the WordPress shape, with raw block markup', async () => {
    const response = await get('/wp/v2/pages?slug=pricing&lang=en')
    const pages = wpPageListSchema.parse(await response.json())
    expect(pages).toHaveLength(1)
    expect(pages[0]?.link).toBe('http://site.test/dokan/pricing/')
    expect(pages[0]?.block_markup).toContain('<!-- wp:site/pricing-table')
    expect(pages[0]?.parent).toBeGreaterThan(0)
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

  it('serves settings per language and 404s unknown routes', async () => {
    expect(siteSettingsSchema.parse(await (await get('/site/v1/settings?lang=fr')).json()).menus.primary.length).toBeGreaterThan(0)
    expect((await get('/wp/v2/nothing')).status).toBe(404)
  })

  it('serves the sales report, filtered to items that include the product', async () => {
    const all = salesReportSchema.parse(await (await get('/site/v1/sales')).json())
    const pm = salesReportSchema.parse(await (await get('/site/v1/sales?product=wp-project-manager-pro')).json())
    expect(pm.length).toBeGreaterThan(0)
    expect(pm.length).toBeLessThan(all.length)
    expect(pm.every((item) => item.order_items.some((line) => line.slug === 'wp-project-manager-pro'))).toBe(true)
    expect(await (await get('/site/v1/sales?product=nothing-sold')).json()).toEqual([])
    expect((await get('/site/v1/sales?product=%3Cscript%3E')).status).toBe(400)
  })
})
