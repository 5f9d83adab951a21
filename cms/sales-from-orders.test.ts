import { describe, expect, it } from 'vitest'
import { firstNameOf, orderTimeText, salesFromOrders } from './sales-from-orders.ts'
import { storeOrderSchema, storeProductSchema, type StoreOrder } from '../content-schemas/store-order.ts'

const NOW = Date.parse('2026-11-27T12:00:00Z')
const minutesAgo = (m: number) => new Date(NOW - m * 60_000).toISOString().slice(0, 19)

/** An order as WooCommerce answers it, whole: what the site keeps of it goes through the site's schema. */
function wooOrder(id: number, billing: Record<string, string>, lines: { product_id: number; name: string }[], minutes = id) {
  return {
    id,
    status: 'completed',
    date_created_gmt: minutesAgo(minutes),
    total: '1499.00',
    currency: 'USD',
    customer_note: 'call me on +44 7700 900123',
    billing: {
      last_name: 'Secretsurname',
      email: 'private@example.com',
      phone: '+44 7700 900123',
      address_1: '1 Hidden Lane',
      postcode: 'ZZ1 1ZZ',
      ...billing,
    },
    shipping: { first_name: 'Ship', last_name: 'Secretsurname', address_1: '1 Hidden Lane' },
    line_items: lines.map((line) => ({ ...line, total: '1499.00', quantity: 1 })),
  }
}
const read = (orders: unknown[]): StoreOrder[] => orders.map((o) => storeOrderSchema.parse(o))
const products = [
  { id: 101, slug: 'dokan', images: [{ src: 'https://store.example/dokan.png' }] },
  { id: 102, slug: 'wepos', images: [] },
  { id: 103, slug: 'wp-project-manager-pro', images: [{ src: 'https://store.example/pm.png' }] },
  { id: 104, slug: 'Not A Slug', images: [] },
].map((p) => storeProductSchema.parse(p))

describe('sales report items from the store’s orders', () => {
  it('maps first name, city, country name, relative time and the first line’s product', () => {
    const items = salesFromOrders(
      read([
        wooOrder(
          1,
          { first_name: 'Amelia', city: 'Leeds', country: 'GB' },
          [
            { product_id: 101, name: 'Dokan Pro – Business' },
            { product_id: 102, name: 'wePOS' },
          ],
          4,
        ),
      ]),
      products,
      { now: NOW, limit: 10 },
    )
    expect(items).toEqual([
      {
        customer_name: 'Amelia',
        city: 'Leeds',
        country: 'United Kingdom',
        order_time: '4 minutes ago',
        order_items: [{ slug: 'dokan', name: 'Dokan Pro – Business', thumbnail: 'https://store.example/dokan.png' }],
      },
    ])
  })

  it('lets no surname, email, address, phone, note or total leave, even from a hostile order', () => {
    const hostile = [
      wooOrder(1, { first_name: '<script>alert(1)</script>Eve Secretsurname', city: '<img src=x onerror=alert(1)>Paris', country: 'FR' }, [
        { product_id: 101, name: '<b>Dokan</b>\u0000 Pro' },
      ]),
      wooOrder(2, { first_name: 'Nolines', city: 'Oslo', country: 'NO' }, []),
      wooOrder(3, { first_name: 'Nocity', city: '', country: 'not a code' }, [{ product_id: 103, name: 'PM Pro' }]),
      wooOrder(4, { first_name: '<script></script>', city: 'Rome', country: 'IT' }, [{ product_id: 101, name: 'Dokan' }]),
      wooOrder(5, { first_name: 'Gone', city: 'Rome', country: 'IT' }, [{ product_id: 999, name: 'A deleted product' }]),
      wooOrder(6, { first_name: 'Badslug', city: 'Rome', country: 'IT' }, [{ product_id: 104, name: 'Weird' }]),
      { id: 7, date_created_gmt: minutesAgo(7), billing: {}, line_items: [{ product_id: 101, name: 'Dokan' }] },
    ]
    const items = salesFromOrders(read(hostile), products, { now: NOW, limit: 10 })
    expect(items.map((i) => [i.customer_name, i.city, i.country, i.order_items[0]?.name])).toEqual([
      ['Eve', 'Paris', 'France', 'Dokan Pro'],
      ['Nocity', '', '', 'PM Pro'],
    ])
    // A product without a picture: no thumbnail, the item still shown.
    const json = JSON.stringify(salesFromOrders(read(hostile), products, { now: NOW, limit: 10 }))
    for (const secret of ['Secretsurname', 'private@example.com', '7700', 'Hidden Lane', 'ZZ1', '1499', '<', 'script', 'onerror']) {
      expect(json).not.toContain(secret)
    }
  })

  it('filters to a product’s lines, newest first, at most `limit`', () => {
    const orders = read([
      wooOrder(1, { first_name: 'Old', city: 'A', country: 'DE' }, [{ product_id: 101, name: 'Dokan' }], 3 * 24 * 60),
      wooOrder(
        2,
        { first_name: 'Both', city: 'B', country: 'DE' },
        [
          { product_id: 102, name: 'wePOS' },
          { product_id: 103, name: 'PM Pro' },
        ],
        30,
      ),
      wooOrder(3, { first_name: 'New', city: 'C', country: 'DE' }, [{ product_id: 101, name: 'Dokan' }], 1),
    ])
    const pm = salesFromOrders(orders, [...products, { id: 102, slug: 'wepos', images: [] }], { product: 'wp-project-manager-pro', now: NOW, limit: 10 })
    expect(pm.map((i) => [i.customer_name, i.order_items[0]?.slug, i.order_time])).toEqual([['Both', 'wp-project-manager-pro', '30 minutes ago']])
    const all = salesFromOrders(orders, products, { now: NOW, limit: 2 })
    expect(all.map((i) => [i.customer_name, i.order_items[0]?.slug])).toEqual([
      ['New', 'dokan'],
      ['Both', 'wepos'],
    ])
    expect(salesFromOrders(orders, products, { product: 'otel-theme', now: NOW, limit: 10 })).toEqual([])
  })

  it("says how long ago in the page's language; a day or more reads '12 hours' (SPEC §9)", () => {
    const at = (minutes: number) => NOW - minutes * 60_000
    expect(orderTimeText(at(4), NOW, 'en')).toBe('4 minutes ago')
    expect(orderTimeText(at(60), NOW, 'en')).toBe('an hour ago')
    expect(orderTimeText(at(21 * 60), NOW, 'en')).toBe('21 hours ago')
    for (const minutes of [22 * 60, 2 * 24 * 60, 7 * 24 * 60, 90 * 24 * 60, 400 * 24 * 60]) {
      expect(orderTimeText(at(minutes), NOW, 'en')).toBe('12 hours ago')
      expect(orderTimeText(at(minutes), NOW, 'es')).toBe('hace 12 horas')
      expect(orderTimeText(at(minutes), NOW, 'fr')).toBe('il y a 12 heures')
    }
    expect(orderTimeText(at(4), NOW, 'es')).toBe('hace 4 minutos')
    expect(orderTimeText(at(4), NOW, 'fr')).toBe('il y a 4 minutes')
  })

  it("names the country in the page's language", () => {
    const [amelia] = read([wooOrder(1, { first_name: 'Amelia', city: 'Leeds', country: 'GB' }, [{ product_id: 101, name: 'Dokan' }], 4)])
    const countryIn = (locale: 'en' | 'es' | 'fr') => salesFromOrders(amelia ? [amelia] : [], products, { now: NOW, limit: 1, locale })[0]?.country
    expect([countryIn('en'), countryIn('es'), countryIn('fr')]).toEqual(['United Kingdom', 'Reino Unido', 'Royaume-Uni'])
  })

  it('keeps one word of letters of a first name', () => {
    expect(firstNameOf('  Mary Ann ')).toBe('Mary')
    expect(firstNameOf("D'Arcy")).toBe("D'Arcy")
    expect(firstNameOf('Zoë')).toBe('Zoë')
    expect(firstNameOf('Bob123')).toBe('Bob')
    expect(firstNameOf('<img src=x onerror=alert(1)>')).toBe('')
  })
})
