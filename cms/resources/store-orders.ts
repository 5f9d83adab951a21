import { z } from 'zod'
import type { Transport } from '../transport.ts'
import { describeIssues } from '../../content-rules/describe-issues.ts'
import {
  ORDER_FIELDS,
  PRODUCT_FIELDS,
  SHOWN_ORDER_STATUSES,
  storeDate,
  storeOrderSchema,
  storeProductSchema,
  type StoreCredentials,
} from '../../content-schemas/store-order.ts'
import { salesFromOrders, type SalesMapping } from '../sales-from-orders.ts'

export interface StoreOptions {
  /**
   * The store's REST root, where WooCommerce answers `wc/v3` (e.g. `https://store.example.com/wp-json`):
   * STORE_API_URL, else the content source's.
   */
  storeBaseURL?: string
  /** A WooCommerce REST API key with read access (consumer key and secret), sent as Basic authorization. */
  storeCredentials?: StoreCredentials
}

/** The orders the popup may show: those of the last 14 days (SPEC §9 says any older reads '12 hours' anyway). */
export const SALES_WINDOW_DAYS = 14

const HOUR_MS = 3_600_000
/** WooCommerce's largest page. */
const PAGE_SIZE = 100

/**
 * A list whose items are checked one by one: an order the store got wrong is left out and named in
 * the log (once, when the answer arrives), and the others are still shown.
 */
function listOf<S extends z.ZodType>(what: string, schema: S) {
  return z.array(z.unknown()).transform((items) =>
    items.flatMap((item) => {
      const parsed = schema.safeParse(item)
      if (parsed.success) return [parsed.data]
      const id = typeof item === 'object' && item !== null && 'id' in item ? String(item.id) : '?'
      console.warn(`[store] ${what} ${id} left out: ${describeIssues(parsed.error)}`)
      return []
    }),
  )
}

const orderListSchema = listOf('order', storeOrderSchema)
const productListSchema = listOf('product', storeProductSchema)

/**
 * SPEC §7 `GET wc/orders`: the sales popup's purchases, read from the store's WooCommerce orders
 * (completed or processing, of the last days, only the fields needed) and the products their lines
 * name, then mapped to SPEC §3 sales report items on the server (cms/sales-from-orders.ts).
 */
export function storeEndpoints({ request }: Transport, options: StoreOptions & { baseURL: string }) {
  const base = (options.storeBaseURL ?? options.baseURL).replace(/\/+$/, '')
  const credentials = options.storeCredentials
  const headers = credentials ? { authorization: `Basic ${Buffer.from(`${credentials.key}:${credentials.secret}`).toString('base64')}` } : undefined

  return {
    /** The newest purchases (of `product`, when given), at most `limit` of them. */
    async getSalesReport({ now = Date.now(), ...mapping }: Omit<SalesMapping, 'now'> & { now?: number }) {
      // WooCommerce shows no order without a key: with none configured there is no store to ask.
      if (!headers) return []
      // The window starts on the hour: the same question for an hour, so its answer can be cached.
      const after = storeDate(Math.floor((now - SALES_WINDOW_DAYS * 24 * HOUR_MS) / HOUR_MS) * HOUR_MS)
      const { data: orders } = await request(
        `${base}/wc/v3/orders`,
        {
          status: SHOWN_ORDER_STATUSES.join(','),
          after,
          dates_are_gmt: 'true',
          orderby: 'date',
          order: 'desc',
          per_page: PAGE_SIZE,
          _fields: ORDER_FIELDS.join(','),
        },
        orderListSchema,
        headers,
      )
      const ids = [...new Set(orders.flatMap((order) => order.line_items.map((line) => line.product_id)))]
        .filter((id) => id > 0)
        .sort((a, b) => a - b)
        .slice(0, PAGE_SIZE)
      const products = ids.length
        ? (
            await request(
              `${base}/wc/v3/products`,
              { include: ids.join(','), per_page: PAGE_SIZE, _fields: PRODUCT_FIELDS.join(',') },
              productListSchema,
              headers,
            )
          ).data
        : []
      return salesFromOrders(orders, products, { ...mapping, now })
    },
  }
}
