import { describe, expect, it } from 'vitest'
import pricingTable from '../pricing-table/index.ts'
import { parseBlockAttrs } from './parse-block-attrs.ts'
import { parseBlockMarkup } from './parse-blocks.ts'

const plan = {
  name: 'Starter',
  description: 'x',
  prices: { annual: 10, twoYears: 18, lifetime: 40 },
  features: [] as string[],
  cta: { label: 'Buy', href: '/x/' },
}
const block = (attrs: unknown) => parseBlockMarkup(`<!-- wp:site/pricing-table ${JSON.stringify(attrs)} /-->`)[0]!

describe('block attributes as WordPress saves them', () => {
  it('reads `[]` where the schema expects an object as the empty object PHP wrote it for', () => {
    // A free plan has no prices; a plan without products.
    const parsed = parseBlockAttrs(
      pricingTable,
      block({
        plans: [
          { ...plan, name: 'Free', prices: [] },
          { ...plan, productIds: [] },
        ],
      }),
    )
    expect(parsed.error?.issues).toBeUndefined()
    expect(parsed.data?.plans.map((p) => [p.prices, p.productIds])).toEqual([
      [{}, {}],
      [plan.prices, {}],
    ])
  })

  it('still refuses what is wrong: a list with items where an object belongs, an object where a list belongs', () => {
    expect(parseBlockAttrs(pricingTable, block({ plans: [{ ...plan, productIds: [1] }] })).success).toBe(false)
    expect(parseBlockAttrs(pricingTable, block({ plans: {} })).success).toBe(false)
  })

  it('keeps `[]` where the schema expects a list', () => {
    expect(parseBlockAttrs(pricingTable, block({ plans: [plan] })).data?.plans[0]?.features).toEqual([])
  })
})
