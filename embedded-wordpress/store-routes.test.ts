import { describe, expect, it } from 'vitest'
import path from 'node:path'
import { createContentApi } from './app.ts'
import { loadDataset } from './dataset.ts'

const dataset = loadDataset(path.resolve('content'))
const store = { key: 'ck_test', secret: 'cs_test' }
const recordedAt = dataset.store.recordedAt
const api = createContentApi(() => dataset, { store })
const basic = (key: string, secret: string) => `Basic ${Buffer.from(`${key}:${secret}`).toString('base64')}`
const get = (url: string, authorization = basic(store.key, store.secret)) =>
  api.fetch(new Request(`http://site.test/wp-json${url}`, { headers: { authorization } }))

interface Order {
  id: number
  status: string
  date_created_gmt: string
  billing: Record<string, string>
}

describe("embedded store (WooCommerce's wc/v3)", () => {
  it('answers only a request with the store key, as WooCommerce does: orders hold customers’ details', async () => {
    for (const authorization of ['', basic('ck_test', 'wrong'), basic('ck_other', 'cs_test'), 'Bearer ck_test']) {
      const response = await get('/wc/v3/orders', authorization)
      expect(response.status).toBe(401)
      expect(await response.json()).toMatchObject({ code: 'woocommerce_rest_cannot_view' })
    }
    expect((await get('/wc/v3/products', '')).status).toBe(401)
  })

  it('serves whole orders in WooCommerce’s shape, newest first, replayed as if recorded now', async () => {
    const before = Date.now()
    const orders = (await (await get('/wc/v3/orders?per_page=100')).json()) as Order[]
    expect(orders).toHaveLength(dataset.store.orders.length)
    // The whole order, as the store keeps it: what the site drops is really there to drop.
    expect(orders[0]?.billing).toMatchObject({ last_name: expect.any(String), email: expect.stringContaining('@') })
    const dates = orders.map((o) => o.date_created_gmt)
    expect(dates).toEqual([...dates].sort().reverse())
    // The newest recorded order was a minute before the recording: it is a minute before now.
    const newest = Date.parse(`${dates[0]}Z`)
    const recordedNewest = Math.max(...dataset.store.orders.map((o) => Date.parse(`${o.date_created_gmt}Z`)))
    expect(newest - before).toBeGreaterThanOrEqual(recordedNewest - recordedAt - 1000)
    expect(newest - Date.now()).toBeLessThanOrEqual(recordedNewest - recordedAt + 1000)
  })

  it('filters by status and date, pages, and trims to the nested _fields asked for', async () => {
    const after = new Date(Date.now() - 2 * 3_600_000).toISOString().slice(0, 19)
    const response = await get(
      `/wc/v3/orders?status=completed,processing&after=${after}&dates_are_gmt=true&per_page=3&_fields=id,billing.first_name,billing.city`,
    )
    expect(Number(response.headers.get('x-wp-total'))).toBeGreaterThan(3)
    const orders = (await response.json()) as Order[]
    expect(orders).toHaveLength(3)
    for (const order of orders) expect(Object.keys(order).sort()).toEqual(['billing', 'id'])
    for (const order of orders) expect(Object.keys(order.billing).sort()).toEqual(['city', 'first_name'])
    const statuses = ((await (await get(`/wc/v3/orders?status=completed,processing&per_page=100`)).json()) as Order[]).map((o) => o.status)
    expect(new Set(statuses)).toEqual(new Set(['completed', 'processing']))
    expect((await get('/wc/v3/orders?after=yesterday')).status).toBe(400)
  })

  it('serves the products an order names, by id', async () => {
    const products = (await (await get('/wc/v3/products?include=101,103&_fields=id,slug')).json()) as unknown[]
    expect(products).toEqual([
      { id: 101, slug: 'dokan' },
      { id: 103, slug: 'wp-project-manager-pro' },
    ])
    expect((await get('/wc/v3/products?include=1,x')).status).toBe(400)
  })
})
