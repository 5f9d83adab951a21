import { describe, expect, it } from 'vitest'
import dokan from './fixtures/dokan.html?raw'
import withFree from './fixtures/with-free.html?raw'
import pricingTable from './index.ts'
import { discountedPrice } from './PricingTable.tsx'
import { fixtureAttrs } from '../markup/fixture-attrs.ts'
import { renderBlock } from '../../tests/support/render-block.tsx'

describe('site/pricing-table', () => {
  it('shows the annual price with the first-year discount and both notes', () => {
    const html = renderBlock(pricingTable, fixtureAttrs(pricingTable, dokan))
    expect(html).toContain('<button type="button" aria-pressed="true">Annual</button>')
    expect(html).toContain('<button type="button" aria-pressed="false">2 Years</button>')
    expect(html).toContain('<button type="button" aria-pressed="false">Lifetime</button>')
    // Professional: $249 a year, 50% off the first year.
    expect(html).toMatch(
      /data-plan="Professional"[\s\S]*?<del aria-label="Regular price" class="plan__regular">\$249<\/del> <strong class="plan__amount">\$124\.50<\/strong> <span class="plan__per">\/year<\/span>/,
    )
    expect(html).toContain('Prices exclude VAT and taxes.')
    expect(html).toContain('The discount applies to the first year only.')
    for (const plan of ['Starter', 'Professional', 'Business', 'Enterprise']) expect(html).toContain(`data-plan="${plan}"`)
  })

  it('shows Free for a free plan and omits the first-year note without a discount', () => {
    const html = renderBlock(pricingTable, fixtureAttrs(pricingTable, withFree))
    expect(html).toMatch(/data-plan="Free"[\s\S]*?<strong>Free<\/strong>/)
    expect(html).not.toContain('first year')
    expect(html).not.toContain('2 Years')
  })

  it('formats prices for the locale', () => {
    const html = renderBlock(pricingTable, fixtureAttrs(pricingTable, dokan), 'fr')
    expect(html).toContain('Les prix s’entendent hors TVA et taxes.')
    expect(html).toMatch(/124,50\s\$US/)
  })

  it('rejects unknown plan names, a missing price or a default period not offered', () => {
    const plan = { name: 'Starter', description: '', prices: { annual: 1 }, features: [], cta: { label: 'Buy', href: '/x/' } }
    expect(pricingTable.attrs.safeParse({ plans: [{ ...plan, name: 'Gold' }] }).success).toBe(false)
    const missing = pricingTable.attrs.safeParse({ plans: [plan] })
    expect(missing.success).toBe(false)
    expect(missing.error?.issues[0]?.path).toEqual(['plans', 0, 'prices', 'twoYears'])
    expect(pricingTable.attrs.safeParse({ periods: ['annual'], defaultPeriod: 'lifetime', plans: [plan] }).success).toBe(false)
  })

  it('discounts to the cent', () => {
    expect(discountedPrice(249, 50)).toBe(124.5)
    expect(discountedPrice(149, 30)).toBe(104.3)
    expect(discountedPrice(99, 0)).toBe(99)
  })

  it("puts a plan with a product in the store's cart: a cart link for the chosen period, with the campaign coupon", () => {
    const html = renderBlock(pricingTable, fixtureAttrs(pricingTable, dokan), 'es')
    expect(html).toMatch(
      /data-plan="Starter"[\s\S]*?<a class="button button--secondary" href="\/account\/cart\/\?add-to-cart=40511&amp;coupon_code=BFCM50" rel="external">Buy Starter<\/a>/,
    )
    // Without a product the call to action stays a link, localized.
    expect(html).toMatch(/data-plan="Enterprise"[\s\S]*?href="\/es\/contact\/"/)
    expect(pricingTable.attrs.safeParse({ ...fixtureAttrs(pricingTable, dokan), couponCode: 'BF CM' }).success).toBe(false)
  })
})
