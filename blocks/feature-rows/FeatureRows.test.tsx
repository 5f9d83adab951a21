import { describe, expect, it } from 'vitest'
import products from './fixtures/products.html?raw'
import liteToPro from './fixtures/lite-to-pro.html?raw'
import featureRows from './index.ts'
import { fixtureAttrs } from '../markup/fixture-attrs.ts'
import { renderBlock } from '../../tests/support/render-block.tsx'

const rowClasses = (html: string) => [...html.matchAll(/<div class="(feature-rows__row[^"]*)">/g)].map((m) => m[1])

describe('site/feature-rows', () => {
  it('alternates image sides starting on the left, with bullets, lazy images and localized buttons', () => {
    const html = renderBlock(featureRows, fixtureAttrs(featureRows, products), 'fr')
    expect(rowClasses(html)).toEqual([
      'feature-rows__row feature-rows__row--image-left',
      'feature-rows__row feature-rows__row--image-right',
      'feature-rows__row feature-rows__row--image-left',
      'feature-rows__row feature-rows__row--image-right',
    ])
    expect(html).toMatch(/<h2 id="[^"]+" class="feature-rows__heading">One team, four plugins that work together<\/h2>/)
    expect(html).toContain('<p class="feature-rows__eyebrow">Multi-vendor marketplace</p><h3 class="feature-rows__title">Dokan</h3>')
    expect(html).toContain('<li>Commissions by vendor, category or product</li>')
    expect(html).toContain('<a href="/fr/dokan/" class="button button--secondary">Explore Dokan</a>')
    expect(html).toContain('<img class="feature-rows__image" src="/images/products/dokan.svg" alt="Dokan logo" width="64" height="64" loading="lazy"/>')
    // The last row has no call to action.
    expect(html.match(/class="button button--secondary"/g)).toHaveLength(3)
  })

  it('starts on the right by default and marks rows without an image as text only', () => {
    const html = renderBlock(featureRows, fixtureAttrs(featureRows, liteToPro))
    expect(rowClasses(html)).toEqual([
      'feature-rows__row feature-rows__row--image-right',
      'feature-rows__row feature-rows__row--image-left feature-rows__row--text-only',
      'feature-rows__row feature-rows__row--image-right feature-rows__row--text-only',
    ])
    expect(html.match(/<img /g)).toHaveLength(1)
    expect(html).toContain('alt=""')
    // Text precedes the image in reading order whatever side the image is drawn on.
    expect(html.indexOf('<h3 class="feature-rows__title">Auctions, wholesale')).toBeLessThan(html.indexOf('<img'))
  })

  it('leaves out the bullet list when a row has no bullets', () => {
    const attrs = fixtureAttrs(featureRows, liteToPro)
    const html = renderBlock(featureRows, { ...attrs, rows: attrs.rows.map((row) => ({ ...row, bullets: [] })) })
    expect(html).not.toContain('<ul')
  })

  it('accepts a minimal row and rejects unknown sides, empty titles and unsafe calls to action', () => {
    const row = { title: 'Vendor dashboard', text: 'Orders, products and payouts in one place.' }
    const parsed = featureRows.attrs.safeParse({ rows: [row] })
    expect(parsed.success && parsed.data.startWith).toBe('image-right')
    expect(parsed.success && parsed.data.rows[0]?.bullets).toEqual([])
    expect(featureRows.attrs.safeParse({ rows: [] }).success).toBe(false)
    expect(featureRows.attrs.safeParse({ startWith: 'image-top', rows: [row] }).success).toBe(false)
    expect(featureRows.attrs.safeParse({ rows: [{ ...row, title: '' }] }).success).toBe(false)
    expect(featureRows.attrs.safeParse({ rows: [{ ...row, cta: { label: 'Go', href: 'data:text/html,x' } }] }).success).toBe(false)
    expect(featureRows.attrs.safeParse({ rows: [{ ...row, bullets: [''] }] }).success).toBe(false)
  })
})
