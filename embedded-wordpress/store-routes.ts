import { randomBytes } from 'node:crypto'
import type { Context, Hono } from 'hono'
import type { Dataset } from './dataset.ts'
import type { DatasetOrder } from './store-dataset.ts'
import { pagedJson, restError } from './rest.ts'
import type { StoreCredentials } from '../content-schemas/store-order.ts'
import { STORE_DATE_PATTERN, storeDate, storeDateInstant } from '../content-schemas/store-order.ts'

/** A key and secret in WooCommerce's form, made up now: only whoever is handed them can read the store. */
export function newStoreCredentials(): StoreCredentials {
  return { key: `ck_${randomBytes(20).toString('hex')}`, secret: `cs_${randomBytes(20).toString('hex')}` }
}

/** Whether the request carries the store's key and secret as Basic authorization, as WooCommerce reads them over https. */
function authorized(c: Context, credentials: StoreCredentials): boolean {
  const header = c.req.header('authorization') ?? ''
  const match = /^Basic\s+([A-Za-z0-9+/=]+)$/i.exec(header)
  if (!match?.[1]) return false
  return Buffer.from(match[1], 'base64').toString() === `${credentials.key}:${credentials.secret}`
}

/** A zone an `after` may carry (WooCommerce takes an ISO 8601 date); without one it is UTC (`dates_are_gmt`). */
const ZONE = /(?:Z|[+-]\d{2}:\d{2})$/

/**
 * WooCommerce's `wc/v3` orders and products over content/store/, for a site with no store of its
 * own: the orders are replayed as if recorded now (content/store/orders.json `recordedAt`). Like
 * WooCommerce, it answers only a request with the store's key: orders hold customers' details, and
 * this API is served publicly with the rest of the embedded content.
 */
export function registerStoreRoutes(app: Hono, getDataset: () => Dataset, credentials: StoreCredentials, now: () => number = Date.now) {
  const refuse = (c: Context) => (authorized(c, credentials) ? null : restError(c, 401, 'woocommerce_rest_cannot_view', 'Sorry, you cannot list resources.'))

  app.get('/wc/v3/orders', (c) => {
    const refused = refuse(c)
    if (refused) return refused
    const store = getDataset().store
    const shift = store.recordedAt ? now() - store.recordedAt : 0
    const statuses = (c.req.query('status') ?? 'any').split(',').filter(Boolean)
    const after = c.req.query('after')
    if (after !== undefined && !STORE_DATE_PATTERN.test(after.replace(ZONE, ''))) {
      return restError(c, 400, 'rest_invalid_param', 'Invalid parameter(s): after')
    }
    const afterMs = after === undefined ? -Infinity : ZONE.test(after) ? Date.parse(after) : storeDateInstant(after)
    const order = c.req.query('order') ?? 'desc'
    if (order !== 'asc' && order !== 'desc') return restError(c, 400, 'rest_invalid_param', 'Invalid parameter(s): order')
    const replayed = store.orders
      .map((o): DatasetOrder => {
        const date = storeDate(storeDateInstant(o.date_created_gmt) + shift)
        return { ...o, date_created_gmt: date, date_created: date }
      })
      .filter((o) => statuses.includes('any') || statuses.includes(o.status))
      .filter((o) => storeDateInstant(o.date_created_gmt) > afterMs)
      .sort((a, b) => (order === 'desc' ? -1 : 1) * a.date_created_gmt.localeCompare(b.date_created_gmt))
    return pagedJson(c, replayed)
  })

  app.get('/wc/v3/products', (c) => {
    const refused = refuse(c)
    if (refused) return refused
    const include = c.req.query('include')
    const ids = include === undefined ? null : include.split(',').map(Number)
    if (ids?.some((id) => !Number.isInteger(id) || id < 1)) return restError(c, 400, 'rest_invalid_param', 'Invalid parameter(s): include')
    const products = getDataset().store.products
    return pagedJson(c, ids ? products.filter((p) => ids.includes(p.id)) : products)
  })
}
