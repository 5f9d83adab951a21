import { describe, expect, it } from 'vitest'
import claims from './fixtures/claims.html?raw'
import dokan from './fixtures/dokan.html?raw'
import stats from './index.ts'
import { fixtureAttrs } from '../markup/fixture-attrs.ts'
import { renderBlock } from '../../tests/support/render-block.tsx'

describe('site/stats', () => {
  it('shows the SPEC claims as a description list, with the refund exception as a note', () => {
    const html = renderBlock(stats, fixtureAttrs(stats, claims))
    expect(html).toMatch(
      /^<section class="stats" aria-labelledby="([^"]+)"><h2 id="\1" class="stats__heading">Why WordPress businesses choose weDevs<\/h2><dl class="stats__list">/,
    )
    expect(html).toContain(
      '<div class="stats__item"><dt class="stats__label">customers run their business on our plugins</dt><dd class="stats__value">70,000</dd></div>',
    )
    expect(html).toContain('<dd class="stats__value">60k+</dd>')
    expect(html).toContain(
      '<dt class="stats__label">to ask for a full refund</dt><dd class="stats__value">14 days</dd><dd class="stats__note">Discounted purchases are not refundable.</dd>',
    )
    expect(html.match(/<dt /g)).toHaveLength(3)
  })

  it('renders no heading and no region label without a heading', () => {
    const html = renderBlock(stats, fixtureAttrs(stats, dokan))
    expect(html).toMatch(/^<section class="stats"><dl class="stats__list">/)
    expect(html).not.toContain('<h2')
  })

  it('rejects empty lists, more than eight figures and figures too long to display', () => {
    const item = { value: '70,000', label: 'customers' }
    expect(stats.attrs.safeParse({ items: [item] }).success).toBe(true)
    expect(stats.attrs.safeParse({ items: [] }).success).toBe(false)
    expect(stats.attrs.safeParse({ items: Array.from({ length: 9 }, () => item) }).success).toBe(false)
    expect(stats.attrs.safeParse({ items: [{ ...item, value: 'seventy thousand happy' }] }).success).toBe(false)
    expect(stats.attrs.safeParse({ items: [{ ...item, label: '' }] }).success).toBe(false)
  })
})
