import path from 'node:path'
import { z } from 'zod'
import { storeOrderSchema, storeProductSchema } from '../content-schemas/store-order.ts'
import { loadJson } from './dataset-files.ts'

/**
 * The store's WooCommerce data the embedded content API stands in with (content/store/): orders
 * as WooCommerce's REST API gives them, whole (surnames, emails, addresses and totals too, so that
 * what the site keeps of them is tested on the real shape), and the products they name: the
 * site's own schemas of them, keeping every other field WooCommerce has.
 */
const { billing, line_items } = storeOrderSchema.shape
const datasetOrderSchema = storeOrderSchema
  .extend({
    status: z.enum(['pending', 'processing', 'on-hold', 'completed', 'cancelled', 'refunded', 'failed', 'checkout-draft']),
    billing: billing.loose(),
    line_items: z.array(line_items.unwrap().element.loose()),
  })
  .loose()

const ordersFileSchema = z.object({
  /**
   * When the orders were recorded (UTC): the embedded store replays them as if that were now, so
   * the newest still reads '4 minutes ago' whenever the site runs.
   */
  recordedAt: z.iso.datetime(),
  orders: z.array(datasetOrderSchema),
})

const datasetProductSchema = storeProductSchema.extend({ images: z.array(storeProductSchema.shape.images.unwrap().element.loose()) }).loose()

export type DatasetOrder = z.output<typeof datasetOrderSchema>
export type DatasetProduct = z.output<typeof datasetProductSchema>

export interface StoreDataset {
  /** Epoch milliseconds of `recordedAt`. */
  recordedAt: number
  orders: DatasetOrder[]
  products: DatasetProduct[]
}

/** content/store/orders.json and products.json; a store with nothing sold when they are absent. */
export function loadStore(root: string): StoreDataset {
  const { recordedAt, orders } = loadJson(path.join(root, 'store', 'orders.json'), ordersFileSchema, { recordedAt: new Date(0).toISOString(), orders: [] })
  return { recordedAt: Date.parse(recordedAt), orders, products: loadJson(path.join(root, 'store', 'products.json'), z.array(datasetProductSchema), []) }
}
