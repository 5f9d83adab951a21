import { Hono } from 'hono'
import type { CmsClient } from '../../cms/client.ts'
import { CmsError } from '../../cms/cms-error.ts'
import { ACTIVE_PRODUCT_SLUGS } from '../../renderer/active-product.ts'
import { SALES_POPUP_ITEMS } from '../../layouts/sales-notification.ts'
import { DEFAULT_LOCALE, isLocale, LOCALE_CODES } from '../../content-rules/locales.ts'

/**
 * GET /api/sales[?product=slug][&lang=es]: the sales notification popup's purchases (SPEC §3, §9), in
 * the page's language, mapped on the server from the store's orders (cms/resources/store-orders.ts): at most 10, each with its first
 * line. `product` is one of the SPEC §4 active product slugs, the only ones the popup asks for.
 */
export const salesReportApi = (cms: CmsClient) =>
  new Hono().get('/api/sales', async (c) => {
    const product = c.req.query('product') || undefined
    if (product !== undefined && !ACTIVE_PRODUCT_SLUGS.includes(product)) {
      return c.json({ error: `product must be an active product's slug: ${ACTIVE_PRODUCT_SLUGS.join(', ')}` }, 400)
    }
    const locale = c.req.query('lang') ?? DEFAULT_LOCALE
    if (!isLocale(locale)) return c.json({ error: `lang must be one of ${LOCALE_CODES.join(', ')}` }, 400)
    try {
      const items = await cms.getSalesReport({ product, locale, limit: SALES_POPUP_ITEMS })
      return c.json(items, 200, { 'Cache-Control': 'public, max-age=60' })
    } catch (error) {
      if (!(error instanceof CmsError)) throw error
      // The popup shows nothing; the page it sits on never waited for this.
      console.error(`[api] sales report unavailable: ${error.message}`)
      return c.json({ error: 'The sales report is unavailable.' }, 502)
    }
  })
