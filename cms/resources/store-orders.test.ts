import path from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createCmsClient } from '../client.ts'
import { CmsError } from '../cms-error.ts'
import { createContentApi } from '../../embedded-wordpress/app.ts'
import { loadDataset } from '../../embedded-wordpress/dataset.ts'
import { SALES_WINDOW_DAYS } from './store-orders.ts'

const dataset = loadDataset(path.resolve('content'))
const store = { key: 'ck_test', secret: 'cs_test' }
const NOW = Date.parse('2026-11-27T12:34:56Z')

/** A client whose store is the embedded stand-in (its answer to the orders changed by `edit`), with the requests it sent. */
function clientOfStore({ edit, status }: { edit?: (orders: Record<string, unknown>[]) => void; status?: number } = {}) {
  const api = createContentApi(() => dataset, { store })
  const sent: Request[] = []
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const request = new Request(input, init)
    sent.push(request.clone())
    if (status && new URL(request.url).pathname.endsWith('/wc/v3/orders')) return new Response('{"code":"internal_server_error"}', { status })
    const response = await api.fetch(request)
    if (!edit || !new URL(request.url).pathname.endsWith('/wc/v3/orders')) return response
    const orders = (await response.json()) as Record<string, unknown>[]
    edit(orders)
    return new Response(JSON.stringify(orders), { status: response.status, headers: response.headers })
  }
  const cms = createCmsClient({ baseURL: 'http://cms.test/wp-json', storeBaseURL: 'https://store.test/wp-json/', storeCredentials: store, fetch })
  return { cms, sent }
}

afterEach(() => vi.restoreAllMocks())

describe("the sales report from the store's WooCommerce orders (SPEC §7 GET wc/orders)", () => {
  it('asks the store, with its key, for paid orders of the last days and only the fields needed, then the products they name', async () => {
    const { cms, sent } = clientOfStore()
    const items = await cms.getSalesReport({ product: 'dokan', limit: 10, now: Date.now() })
    expect(items).toHaveLength(10)
    expect(items[0]).toMatchObject({ customer_name: 'Amelia', country: 'United Kingdom', order_time: '4 minutes ago' })

    const [orders, products] = sent.map((r) => new URL(r.url))
    expect(orders?.origin + (orders?.pathname ?? '')).toBe('https://store.test/wp-json/wc/v3/orders')
    expect(Object.fromEntries(orders?.searchParams ?? [])).toMatchObject({
      status: 'completed,processing',
      dates_are_gmt: 'true',
      orderby: 'date',
      order: 'desc',
      per_page: '100',
      _fields: 'id,date_created_gmt,billing.first_name,billing.city,billing.country,line_items',
    })
    expect(products?.pathname).toBe('/wp-json/wc/v3/products')
    expect(products?.searchParams.get('include')).toBe('101,102,103,104')
    for (const request of sent) expect(request.headers.get('authorization')).toBe(`Basic ${Buffer.from('ck_test:cs_test').toString('base64')}`)
  })

  it('asks for the window on the hour, so the same question (and its cached answer) holds for the hour', async () => {
    const { cms, sent } = clientOfStore()
    await cms.getSalesReport({ limit: 10, now: NOW })
    await cms.getSalesReport({ limit: 10, now: NOW + 20 * 60_000 })
    const after = new URL(sent[0]?.url ?? '').searchParams.get('after')
    expect(after).toBe(new Date(Date.parse('2026-11-27T12:00:00Z') - SALES_WINDOW_DAYS * 86_400_000).toISOString().slice(0, 19))
    expect(sent.filter((r) => r.url.includes('/wc/v3/orders'))).toHaveLength(1)
  })

  it('leaves out an order the store got wrong, naming it in the log, and shows the others', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { cms } = clientOfStore({
      edit: (orders) => {
        if (orders[0]) orders[0].date_created_gmt = 'yesterday'
      },
    })
    const items = await cms.getSalesReport({ product: 'dokan', limit: 10, now: Date.now() })
    expect(items.map((i) => i.customer_name)).not.toContain('Amelia')
    expect(items.length).toBeGreaterThan(0)
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/^\[store\] order \d+ left out: date_created_gmt/))
  })

  it('fails with a CmsError when the store fails or refuses the key, without counting against the content source', async () => {
    const withoutTheRightKey = createCmsClient({
      baseURL: 'http://cms.test/wp-json',
      storeCredentials: { key: 'ck_test', secret: 'wrong' },
      fetch: async (input, init) => createContentApi(() => dataset, { store }).fetch(new Request(input, init)),
    })
    for (const [cms, status] of [
      [clientOfStore({ status: 500 }).cms, 500],
      [withoutTheRightKey, 401],
    ] as const) {
      const failure = await cms.getSalesReport({ limit: 10 }).catch((error: unknown) => error)
      expect(failure).toBeInstanceOf(CmsError)
      expect((failure as CmsError).message).toContain(String(status))
      expect(cms.sourceFailingSince()).toBeNull()
    }
  })

  it('asks nothing without a key: WooCommerce shows no order to a request without one', async () => {
    const asked: string[] = []
    const cms = createCmsClient({
      baseURL: 'http://cms.test/wp-json',
      fetch: async (input) => {
        asked.push(new Request(input).url)
        return new Response('[]')
      },
    })
    expect(await cms.getSalesReport({ limit: 10 })).toEqual([])
    expect(asked).toEqual([])
  })
})
