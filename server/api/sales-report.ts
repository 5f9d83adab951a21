import { Hono } from 'hono'
import type { CmsClient } from '../../cms/client.ts'
import { CmsError } from '../../cms/cms-error.ts'
import { productSlugSchema, type SalesItem } from '../../content-schemas/sales-item.ts'
import { SALES_POPUP_ITEMS } from '../../layouts/sales-notification.ts'

/** What the popup needs of the report (SPEC §3, §9): at most 10 items, each with its first order item. */
export function trimSalesReport(items: SalesItem[]): SalesItem[] {
  return items.slice(0, SALES_POPUP_ITEMS).map((item) => ({ ...item, order_items: item.order_items.slice(0, 1) }))
}

/**
 * GET /api/sales[?product=slug]: the sales report for the sales notification popup, read through the
 * content client (so it works the same on WordPress and on the embedded content), cached briefly.
 */
export const salesReportApi = (cms: CmsClient) =>
  new Hono().get('/api/sales', async (c) => {
    const product = c.req.query('product') || undefined
    if (product !== undefined && !productSlugSchema.safeParse(product).success) {
      return c.json({ error: 'product must be a product slug (a-z, 0-9, -)' }, 400)
    }
    try {
      const items = trimSalesReport(await cms.getSalesReport(product))
      return c.json(items, 200, { 'Cache-Control': 'public, max-age=60' })
    } catch (error) {
      if (!(error instanceof CmsError)) throw error
      console.error(`[api] sales report unavailable: ${error.message}`)
      return c.json({ error: 'The sales report is unavailable.' }, error.status === 404 ? 502 : error.status)
    }
  })
