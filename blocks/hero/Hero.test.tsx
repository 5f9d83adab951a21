import { describe, expect, it } from 'vitest'
import marketplace from './fixtures/marketplace.html?raw'
import withImage from './fixtures/with-image.html?raw'
import hero from './index.ts'
import { fixtureAttrs } from '../markup/fixture-attrs.ts'
import { renderBlock } from '../../tests/support/render-block.tsx'

describe('site/hero', () => {
  it('renders the marketplace fixture with a localized call to action', () => {
    const html = renderBlock(hero, fixtureAttrs(hero, marketplace), 'es')
    expect(html).toContain('<h1 class="hero__heading">Launch your own marketplace in a weekend</h1>')
    expect(html).toContain('href="/es/dokan/pricing/"')
  })

  it('renders an image with intrinsic size and a second-level heading', () => {
    const html = renderBlock(hero, fixtureAttrs(hero, withImage))
    expect(html).toMatch(/<img[^>]+width="640"[^>]+height="400"/)
    expect(html).toContain('<h2 class="hero__heading">')
  })

  it('rejects a hero without a heading or with an unsafe link', () => {
    expect(hero.attrs.safeParse({}).success).toBe(false)
    expect(hero.attrs.safeParse({ heading: 'x', primaryCta: { label: 'x', href: 'data:text/html,x' } }).success).toBe(false)
  })
})
