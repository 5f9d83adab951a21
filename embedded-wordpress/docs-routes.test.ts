import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { createContentApi } from './app.ts'
import { loadDataset } from './dataset.ts'
import { wpDocListSchema, wpDocParentsSchema, wpDocSchema, wpDocSearchSchema } from '../content-schemas/doc.ts'

const api = createContentApi(() => loadDataset(path.resolve('content')))
const get = (url: string) => api.fetch(new Request(`http://site.test/wp-json${url}`))

describe("embedded content API: weDocs' routes", () => {
  it('lists docs in the WordPress shape, products with their group, children by parent in menu order', async () => {
    const products = wpDocListSchema.parse(await (await get('/wp/v2/docs?lang=en&parent=0&per_page=100')).json())
    const dokan = products.find((p) => p.slug === 'dokan')!
    expect(dokan).toMatchObject({ parent: 0, doc_group: 'plugins', link: 'http://site.test/docs/dokan/' })
    const categories = wpDocListSchema.parse(await (await get(`/wp/v2/docs?lang=en&parent=${dokan.id}&per_page=100`)).json())
    expect(categories.length).toBeGreaterThanOrEqual(5)
    expect(categories.map((c) => c.menu_order)).toEqual([...categories.map((c) => c.menu_order)].sort((a, b) => a - b))
    expect(categories.every((c) => c.doc_group === null && c.link.startsWith('http://site.test/docs/dokan/'))).toBe(true)
  })

  it('answers a doc by slug, and its parents root first, each with its order', async () => {
    const [install] = wpDocListSchema.parse(await (await get('/wp/v2/docs?lang=en&slug=installing-dokan-lite')).json())
    expect(install?.link).toBe('http://site.test/docs/dokan/getting-started/installing-dokan-lite/')
    expect(install?.block_markup).toContain('<!-- wp:')
    const parents = wpDocParentsSchema.parse(await (await get(`/wp/v2/docs/${install!.id}/parents`)).json())
    expect(parents.map((p) => [p.slug, p.order])).toEqual([
      ['dokan', 0],
      ['getting-started', 1],
    ])
    expect(wpDocSchema.parse(await (await get(`/wp/v2/docs/${install!.id}`)).json()).id).toBe(install!.id)
    expect((await get('/wp/v2/docs/1/parents')).status).toBe(404)
  })

  it('searches a language, within a product or all, and refuses a scope that is not a product', async () => {
    const all = wpDocSearchSchema.parse(await (await get('/wp/v2/docs/search?query=withdraw&lang=en')).json())
    expect(all.length).toBeGreaterThan(0)
    expect(all[0]!.permalink).toMatch(/^http:\/\/site\.test\/(docs|dokan)\//)
    const [weforms] = wpDocListSchema.parse(await (await get('/wp/v2/docs?lang=en&slug=weforms&parent=0')).json())
    const scoped = wpDocSearchSchema.parse(await (await get(`/wp/v2/docs/search?query=withdraw&lang=en&in=${weforms!.id}`)).json())
    expect(scoped.every((hit) => hit.permalink.includes('/docs/weforms/'))).toBe(true)
    expect((await get('/wp/v2/docs/search?query=withdraw&in=999999999')).status).toBe(400)
    // Markup is read as words (here: "script"), never as query syntax or markup.
    const hostile = await get(`/wp/v2/docs/search?query=${encodeURIComponent('"<script>alert(1)</script>')}`)
    expect(hostile.status).toBe(200)
    expect(wpDocSearchSchema.safeParse(await hostile.json()).success).toBe(true)
  })
})
