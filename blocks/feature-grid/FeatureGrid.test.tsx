import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import dokan from './fixtures/dokan.html?raw'
import projectManager from './fixtures/project-manager.html?raw'
import support from './fixtures/support.html?raw'
import featureGrid from './index.ts'
import { FeatureIconSvg } from './icons.tsx'
import { FEATURE_ICONS } from './icon-names.ts'
import { fixtureAttrs } from '../markup/fixture-attrs.ts'
import { renderBlock } from '../../tests/support/render-block.tsx'

describe('site/feature-grid', () => {
  it('renders a three-column list of features whose titles link in the visitor’s language', () => {
    const html = renderBlock(featureGrid, fixtureAttrs(featureGrid, dokan), 'es')
    expect(html).toMatch(
      /^<section class="feature-grid feature-grid--3" aria-labelledby="([^"]+)"><h2 id="\1" class="feature-grid__heading">Everything a marketplace needs to run<\/h2>/,
    )
    expect(html).toContain('<p class="feature-grid__intro">Vendors sell from their own dashboard and storefront;')
    expect(html.match(/<li class="feature-grid__item">/g)).toHaveLength(6)
    expect(html).toContain('<h3 class="feature-grid__title"><a href="/es/dokan/features/commission/">Flexible commissions</a></h3>')
    expect(html).toContain('<a href="/es/dokan/modules/vendor-verification/">Vendor verification</a>')
  })

  it('shows decorative icons and plain titles for items without a link', () => {
    const html = renderBlock(featureGrid, fixtureAttrs(featureGrid, projectManager))
    expect(html).toContain('class="feature-grid feature-grid--4"')
    expect(html).toContain('<h3 class="feature-grid__title">Kanban boards</h3>')
    expect(html).toMatch(/<span class="feature-grid__icon"><svg class="feature-icon"[^>]*aria-hidden="true"[^>]*data-icon="layers"/)
    expect(html.match(/<svg /g)).toHaveLength(8)
  })

  it('leaves out the icon of an item that has none', () => {
    const html = renderBlock(featureGrid, fixtureAttrs(featureGrid, support))
    expect(html).toContain('class="feature-grid feature-grid--2"')
    expect(html).toContain('<li class="feature-grid__item"><h3 class="feature-grid__title">Free versions on WordPress.org</h3>')
    expect(html.match(/<svg /g)).toHaveLength(3)
  })

  it('defaults to three columns and rejects unknown icons, other column counts and unsafe links', () => {
    const item = { title: 'Vendor dashboard', text: 'Orders, products and payouts in one place.' }
    const parsed = featureGrid.attrs.safeParse({ items: [item] })
    expect(parsed.success && parsed.data.columns).toBe(3)
    expect(featureGrid.attrs.safeParse({ items: [] }).success).toBe(false)
    expect(featureGrid.attrs.safeParse({ columns: 5, items: [item] }).success).toBe(false)
    expect(featureGrid.attrs.safeParse({ items: [{ ...item, icon: 'rocket' }] }).success).toBe(false)
    expect(featureGrid.attrs.safeParse({ items: [{ ...item, href: 'javascript:void(0)' }] }).success).toBe(false)
    expect(featureGrid.attrs.safeParse({ items: [{ ...item, text: '' }] }).success).toBe(false)
  })
})

describe('FeatureIconSvg', () => {
  it.each(FEATURE_ICONS)('draws %s as a decorative 24×24 stroked icon', (name) => {
    const svg = renderToStaticMarkup(<FeatureIconSvg name={name} />)
    expect(svg).toMatch(/^<svg class="feature-icon" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor"/)
    expect(svg).toContain('aria-hidden="true"')
    expect(svg).toContain(`data-icon="${name}"`)
    expect(svg).toMatch(/<(path|circle|rect) /)
  })

  it('draws every icon differently', () => {
    const drawings = FEATURE_ICONS.map((name) => renderToStaticMarkup(<FeatureIconSvg name={name} />).replace(/data-icon="[^"]+"/, ''))
    expect(new Set(drawings).size).toBe(FEATURE_ICONS.length)
  })
})
