import { describe, expect, it } from 'vitest'
import integrations from './fixtures/integrations.html?raw'
import products from './fixtures/products.html?raw'
import logoCloud from './index.ts'
import { fixtureAttrs } from '../markup/fixture-attrs.ts'
import { renderBlock } from '../../tests/support/render-block.tsx'

describe('site/logo-cloud', () => {
  it('sets logos without an image as wordmarks, linked in the visitor’s language', () => {
    const html = renderBlock(logoCloud, fixtureAttrs(logoCloud, integrations), 'es')
    expect(html).toMatch(/<h2 id="[^"]+" class="logo-cloud__heading">Dokan works with the tools your marketplace already uses<\/h2>/)
    expect(html.match(/<li class="logo-cloud__item">/g)).toHaveLength(7)
    expect(html).toContain('<li class="logo-cloud__item"><span class="logo-cloud__wordmark">WooCommerce</span></li>')
    expect(html).toContain(
      '<a href="/es/dokan/extensions/dokan-stripe-connect/" class="logo-cloud__link"><span class="logo-cloud__wordmark">Stripe Connect</span></a>',
    )
    expect(html).not.toContain('<img')
  })

  it('labels the section by its heading', () => {
    const html = renderBlock(logoCloud, fixtureAttrs(logoCloud, integrations))
    const id = /<h2 id="([^"]+)"/.exec(html)?.[1]
    expect(html).toContain(`<section class="logo-cloud" aria-labelledby="${id}">`)
  })

  it('renders image logos lazily with their size, named even when the alt text is empty', () => {
    const html = renderBlock(logoCloud, fixtureAttrs(logoCloud, products))
    expect(html).toMatch(/<img class="logo-cloud__image" src="\/images\/products\/dokan.svg" alt="Dokan" width="64" height="64" loading="lazy"\/>/)
    expect(html).toContain('alt="WP User Frontend"')
    // wePOS has no link: the logo stands alone.
    expect(html).toMatch(/<li class="logo-cloud__item"><img[^>]+alt="wePOS"[^>]*\/><\/li>/)
    expect(html).toContain('<a href="/weforms/" class="logo-cloud__link"><span class="logo-cloud__wordmark">weForms</span></a>')
  })

  it('renders no heading or region label when there is no heading', () => {
    const attrs = { ...fixtureAttrs(logoCloud, products), heading: undefined }
    const html = renderBlock(logoCloud, attrs)
    expect(html).toMatch(/^<section class="logo-cloud"><ul/)
  })

  it('accepts two to 24 logos and rejects unsafe links and nameless logos', () => {
    const two = [{ name: 'WooCommerce' }, { name: 'Stripe', href: 'https://stripe.com/' }]
    expect(logoCloud.attrs.safeParse({ logos: two }).success).toBe(true)
    expect(logoCloud.attrs.safeParse({ logos: [{ name: 'WooCommerce' }] }).success).toBe(false)
    expect(logoCloud.attrs.safeParse({ logos: Array.from({ length: 25 }, (_, i) => ({ name: `Logo ${i}` })) }).success).toBe(false)
    expect(logoCloud.attrs.safeParse({ logos: [{ name: 'x', href: 'javascript:alert(1)' }, { name: 'y' }] }).success).toBe(false)
    expect(logoCloud.attrs.safeParse({ logos: [{ name: '' }, { name: 'y' }] }).success).toBe(false)
    expect(logoCloud.attrs.safeParse({ logos: [{ name: 'x', image: { src: '/images/x.svg', alt: 'x', width: 0, height: 10 } }, { name: 'y' }] }).success).toBe(
      false,
    )
  })
})
