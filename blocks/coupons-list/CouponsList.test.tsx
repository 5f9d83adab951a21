import { describe, expect, it } from 'vitest'
import blackFriday from './fixtures/black-friday.html?raw'
import single from './fixtures/single-coupon.html?raw'
import couponsList from './index.ts'
import { fixtureAttrs } from '../markup/fixture-attrs.ts'
import { renderBlock } from '../../tests/support/render-block.tsx'

describe('site/coupons-list', () => {
  it('renders each coupon with its product, discount, readable code and localized link', () => {
    const html = renderBlock(couponsList, fixtureAttrs(couponsList, blackFriday), 'es')
    expect(html).toMatch(/<section class="coupons-list" aria-labelledby="([^"]+)"><h2 id="\1" class="coupons-list__heading"/)
    expect(html.match(/<li class="coupons-list__item">/g)).toHaveLength(3)
    expect(html).toContain('<h3 class="coupons-list__product">Dokan Multivendor</h3>')
    expect(html).toContain('<p class="coupons-list__discount">50% off</p>')
    expect(html).toContain('<dt class="coupons-list__code-label">Código de cupón</dt><dd class="coupons-list__code-value"><code>BFCM50</code></dd>')
    expect(html).toContain('href="/es/dokan/pricing/"')
    expect(html).toContain('href="/es/wp-project-manager-pro/pricing/"')
  })

  it('writes the last valid day in the page language', () => {
    const attrs = fixtureAttrs(couponsList, blackFriday)
    expect(renderBlock(couponsList, attrs)).toContain('<time dateTime="2025-12-02">Valid until December 2, 2025</time>')
    expect(renderBlock(couponsList, attrs, 'es')).toContain('Válido hasta el 2 de diciembre de 2025')
    expect(renderBlock(couponsList, attrs, 'fr')).toContain('Valable jusqu’au 2 décembre 2025')
  })

  it('offers no copy button in the server HTML (it needs JavaScript)', () => {
    const html = renderBlock(couponsList, fixtureAttrs(couponsList, blackFriday))
    expect(html).not.toContain('<button')
    expect(html).not.toContain('Copy code')
  })

  it('renders a coupon without description or end date', () => {
    const html = renderBlock(couponsList, fixtureAttrs(couponsList, single), 'fr')
    expect(html).not.toContain('<h2')
    expect(html).not.toContain('<time')
    expect(html).not.toContain('coupons-list__description')
    expect(html).toContain('<code>WEPOS30</code>')
    expect(html).toContain('Code promo')
    expect(html).toContain('href="/fr/wepos/pricing/"')
  })

  it('accepts well-formed coupons and rejects bad codes, dates and links', () => {
    const coupon = { product: 'Dokan', discount: '50% off', code: 'BFCM50', validUntil: '2025-12-02', cta: { label: 'Buy', href: '/dokan/pricing/' } }
    expect(couponsList.attrs.safeParse({ coupons: [coupon] }).success).toBe(true)
    expect(couponsList.attrs.safeParse({ coupons: [] }).success).toBe(false)
    expect(couponsList.attrs.safeParse({ coupons: [{ ...coupon, code: 'BF CM<50>' }] }).success).toBe(false)
    expect(couponsList.attrs.safeParse({ coupons: [{ ...coupon, validUntil: '02/12/2025' }] }).success).toBe(false)
    expect(couponsList.attrs.safeParse({ coupons: [{ ...coupon, discount: 'x'.repeat(25) }] }).success).toBe(false)
    expect(couponsList.attrs.safeParse({ coupons: [{ ...coupon, cta: { label: 'Buy', href: 'javascript:alert(1)' } }] }).success).toBe(false)
  })
})
