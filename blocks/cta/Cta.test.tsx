import { describe, expect, it } from 'vitest'
import dokanDemo from './fixtures/dokan-demo.html?raw'
import refund from './fixtures/refund.html?raw'
import welab from './fixtures/welab.html?raw'
import cta from './index.ts'
import { fixtureAttrs } from '../markup/fixture-attrs.ts'
import { renderBlock } from '../../tests/support/render-block.tsx'

describe('site/cta', () => {
  it('renders a brand band labelled by its heading, with both buttons localized', () => {
    const html = renderBlock(cta, fixtureAttrs(cta, dokanDemo), 'es')
    expect(html).toMatch(
      /^<section class="cta cta--brand" aria-labelledby="([^"]+)"><div class="cta__text"><h2 id="\1" class="cta__heading">See a Dokan marketplace from the inside<\/h2>/,
    )
    expect(html).toContain('<a href="/es/dokan/demo/" class="button button--primary">Try the demo</a>')
    expect(html).toContain('<a href="/es/dokan/pricing/" class="button button--secondary">See pricing</a>')
  })

  it('uses the light tone and keeps the refund terms in its text', () => {
    const html = renderBlock(cta, fixtureAttrs(cta, refund))
    expect(html).toContain('class="cta cta--light"')
    expect(html).toContain('Discounted purchases are not refundable.</p>')
  })

  it('renders a single button when there is no secondary link', () => {
    const html = renderBlock(cta, fixtureAttrs(cta, welab), 'fr')
    expect(html).toContain('class="cta cta--dark"')
    expect(html.match(/class="button /g)).toHaveLength(1)
    expect(html).toContain('<a href="/fr/welab/request-customization/" class="button button--primary">Request a customization</a>')
  })

  it('defaults to the brand tone and rejects a missing heading or primary link, unknown tones and unsafe links', () => {
    const good = { heading: 'Start selling', primary: { label: 'Get started', href: '/dokan/pricing/' } }
    const parsed = cta.attrs.safeParse(good)
    expect(parsed.success && parsed.data.tone).toBe('brand')
    expect(cta.attrs.safeParse({ heading: 'Start selling' }).success).toBe(false)
    expect(cta.attrs.safeParse({ ...good, heading: '' }).success).toBe(false)
    expect(cta.attrs.safeParse({ ...good, tone: 'neon' }).success).toBe(false)
    expect(cta.attrs.safeParse({ ...good, secondary: { label: 'x', href: 'javascript:alert(1)' } }).success).toBe(false)
  })
})
