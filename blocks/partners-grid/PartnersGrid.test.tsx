import { describe, expect, it } from 'vitest'
import partners from './fixtures/partners.html?raw'
import adPlatforms from './fixtures/ad-platforms.html?raw'
import partnersGrid from './index.ts'
import { fixtureAttrs } from '../markup/fixture-attrs.ts'
import { renderBlock } from '../../tests/support/render-block.tsx'

const categories = (html: string) => [...html.matchAll(/<h3 class="partners-grid__category">([^<]+)<\/h3>/g)].map((m) => m[1])
const names = (html: string) => [...html.matchAll(/<h4 class="partners-grid__name">(?:<a [^>]+>)?([^<]+)/g)].map((m) => m[1])

describe('site/partners-grid', () => {
  it('groups partners under a heading per category, in order of first appearance', () => {
    const html = renderBlock(partnersGrid, fixtureAttrs(partnersGrid, partners))
    expect(html).toContain('<h2 class="partners-grid__heading">Partners who make marketplaces run</h2>')
    expect(categories(html)).toEqual(['Hosting', 'Payments', 'Email marketing'])
    expect(names(html)).toEqual(['Pressable', 'Cloudways', 'Stripe', 'PayPal', 'Mailchimp'])
  })

  it('links names to localized partner pages or external sites, shows offers, and leaves unlinked names as text', () => {
    const html = renderBlock(partnersGrid, fixtureAttrs(partnersGrid, partners), 'es')
    expect(html).toContain('<h4 class="partners-grid__name"><a href="/es/partners/pressable/">Pressable</a></h4>')
    expect(html).toContain('<a href="https://stripe.com/connect" rel="external">Stripe</a>')
    expect(html).toContain('<h4 class="partners-grid__name">Cloudways</h4>')
    expect(html).toContain('<p class="partners-grid__offer">Special pricing on managed WooCommerce hosting for weDevs customers</p>')
    expect(html.match(/partners-grid__offer/g)).toHaveLength(1)
  })

  it('groups categories that reappear later', () => {
    const html = renderBlock(partnersGrid, fixtureAttrs(partnersGrid, adPlatforms), 'fr')
    expect(categories(html)).toEqual(['Search', 'Social', 'Retargeting'])
    expect(names(html)).toEqual(['Google Ads', 'Microsoft Advertising', 'Facebook', 'Twitter', 'Perfect Audience'])
    expect(html).toContain('href="/fr/woocommerce-conversion-tracking/google-adwords/"')
  })

  it('shows a logo in place of the name, named by its alt text or the partner name', () => {
    const attrs = partnersGrid.attrs.parse({
      partners: [
        {
          name: 'wePOS',
          category: 'Point of sale',
          text: 'Sell in person from your WooCommerce stock.',
          href: '/wepos/',
          logo: { src: '/images/products/wepos.svg', alt: '', width: 64, height: 64 },
        },
      ],
    })
    const html = renderBlock(partnersGrid, attrs)
    expect(html).toContain(
      '<h4 class="partners-grid__name"><a href="/wepos/"><img src="/images/products/wepos.svg" alt="wePOS" width="64" height="64" loading="lazy"/></a></h4>',
    )
  })

  it('accepts partners and rejects none, a partner without category or text, or an unsafe link', () => {
    const ok = { name: 'Pressable', category: 'Hosting', text: 'Managed hosting.' }
    expect(partnersGrid.attrs.safeParse({ partners: [ok] }).success).toBe(true)
    expect(partnersGrid.attrs.safeParse({ partners: [] }).success).toBe(false)
    expect(partnersGrid.attrs.safeParse({ partners: [{ ...ok, category: '' }] }).success).toBe(false)
    expect(partnersGrid.attrs.safeParse({ partners: [{ name: 'x', category: 'y' }] }).success).toBe(false)
    expect(partnersGrid.attrs.safeParse({ partners: [{ ...ok, href: 'javascript:alert(1)' }] }).success).toBe(false)
  })
})
