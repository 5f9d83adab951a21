import { afterEach, describe, expect, it, vi } from 'vitest'
import { salesReportApi } from './sales-report.ts'
import { CmsError } from '../../cms/cms-error.ts'
import type { CmsClient } from '../../cms/client.ts'

afterEach(() => vi.restoreAllMocks())

/** The API over a content client whose sales report is `report`, with what it was asked. */
function apiOf(report: () => Promise<unknown[]>) {
  const asked: unknown[] = []
  const cms = {
    getSalesReport: (query: unknown) => {
      asked.push(query)
      return report()
    },
  } as unknown as CmsClient
  return { api: salesReportApi(cms), asked }
}

describe('GET /api/sales', () => {
  it("asks for at most 10 items, of an active product only, in one of the site's languages", async () => {
    const { api, asked } = apiOf(async () => [])
    expect((await api.request('/api/sales?product=dokan-duplicate')).status).toBe(200)
    expect((await api.request('/api/sales?lang=fr')).status).toBe(200)
    expect(asked).toEqual([
      { product: 'dokan-duplicate', locale: 'en', limit: 10 },
      { product: undefined, locale: 'fr', limit: 10 },
    ])
    for (const product of ['wepos', '../../etc', '%3Cscript%3E', 'dokan '.repeat(50)]) {
      const response = await api.request(`/api/sales?product=${encodeURIComponent(product)}`)
      expect(response.status).toBe(400)
    }
    expect((await api.request('/api/sales?lang=de')).status).toBe(400)
    expect(asked).toHaveLength(2)
  })

  it('answers 502 and logs the cause when the store fails: the popup shows nothing', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const { api } = apiOf(() =>
      Promise.reject(new CmsError('Content request https://store.example/wp-json/wc/v3/orders failed: 401', { status: 502, url: '' })),
    )
    const response = await api.request('/api/sales?product=dokan')
    expect(response.status).toBe(502)
    expect(await response.json()).toEqual({ error: 'The sales report is unavailable.' })
    expect(error).toHaveBeenCalledWith(
      expect.stringContaining('[api] sales report unavailable: Content request https://store.example/wp-json/wc/v3/orders failed: 401'),
    )
  })
})
