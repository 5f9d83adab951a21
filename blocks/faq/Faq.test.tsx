import { describe, expect, it } from 'vitest'
import pricing from './fixtures/pricing.html?raw'
import faq from './index.ts'
import { fixtureAttrs } from '../markup/fixture-attrs.ts'
import { renderBlock } from '../../tests/support/render-block.tsx'

describe('site/faq', () => {
  it('renders an exclusive <details> accordion with paragraphs', () => {
    const html = renderBlock(faq, fixtureAttrs(faq, pricing))
    expect(html.match(/<details class="faq__item" name="pricing-faq">/g)).toHaveLength(3)
    expect(html).toContain('<summary class="faq__question">Can I get a refund?</summary>')
    expect(html).toContain('<p>Discounted purchases are not refundable.</p>')
    expect(html).toContain('<h2 class="faq__heading">Frequently asked questions</h2>')
  })

  it('uses the locale for its default heading', () => {
    expect(renderBlock(faq, fixtureAttrs(faq, pricing), 'fr')).toContain('Questions fréquentes')
  })

  it('rejects an empty list or a bad group name', () => {
    expect(faq.attrs.safeParse({ items: [] }).success).toBe(false)
    expect(faq.attrs.safeParse({ group: 'a b', items: [{ question: 'q', answer: 'a' }] }).success).toBe(false)
  })
})
