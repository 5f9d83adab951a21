import { describe, expect, it } from 'vitest'
import { existsSync, readFileSync, statSync } from 'node:fs'
import dokan from './fixtures/dokan-vendor-dashboard.html?raw'
import single from './fixtures/single-screenshot.html?raw'
import gallery from './index.ts'
import { fixtureAttrs } from '../markup/fixture-attrs.ts'
import { renderBlock } from '../../tests/support/render-block.tsx'

describe('site/screenshot-gallery', () => {
  it('renders every screenshot as a sized, lazy image inside a labelled button', () => {
    const attrs = fixtureAttrs(gallery, dokan)
    const html = renderBlock(gallery, attrs)
    expect(html).toMatch(/<section class="screenshot-gallery" aria-labelledby="([^"]+)"><h2 id="\1" class="screenshot-gallery__heading"/)
    expect(html.match(/<li class="screenshot-gallery__item">/g)).toHaveLength(5)
    expect(html).toContain('aria-label="Enlarge screenshot: Orders: each vendor&#x27;s sub-orders and earnings"')
    expect(html).toMatch(/<img src="\/images\/screenshots\/dokan\/withdraw.svg" alt="[^"]+" width="1280" height="800" loading="lazy"/)
    expect(html).toContain('<figcaption class="screenshot-gallery__caption">Store settings: banner, address, map and hours</figcaption>')
  })

  it('renders the lightbox closed and empty until a thumbnail is chosen', () => {
    const html = renderBlock(gallery, fixtureAttrs(gallery, dokan))
    expect(html).toContain('<dialog class="screenshot-gallery__dialog"></dialog>')
  })

  it('names a thumbnail by its alternative text when it has no caption, in the page language', () => {
    const html = renderBlock(gallery, fixtureAttrs(gallery, single), 'es')
    expect(html).toContain('aria-label="Ampliar captura: Dokan store settings form with banner upload')
    expect(html).not.toContain('<h2')
    expect(html).not.toContain('<figcaption')
  })

  it('references screenshots that exist and stay small', () => {
    for (const shot of fixtureAttrs(gallery, dokan).screenshots) {
      const file = `public${shot.src}`
      expect(existsSync(file), file).toBe(true)
      expect(statSync(file).size).toBeLessThan(4096)
      const svg = readFileSync(file, 'utf8')
      expect(svg).toContain('viewBox="0 0 1280 800"')
      expect(svg).not.toMatch(/href=|url\(/)
    }
  })

  it('accepts 1 to 40 screenshots with safe URLs and sizes', () => {
    const shot = { src: '/images/screenshots/dokan/orders.svg', alt: 'Orders', width: 1280, height: 800 }
    expect(gallery.attrs.safeParse({ screenshots: [shot] }).success).toBe(true)
    expect(gallery.attrs.safeParse({ screenshots: [] }).success).toBe(false)
    expect(gallery.attrs.safeParse({ screenshots: Array(41).fill(shot) }).success).toBe(false)
    expect(gallery.attrs.safeParse({ screenshots: [{ ...shot, width: undefined }] }).success).toBe(false)
    expect(gallery.attrs.safeParse({ screenshots: [{ ...shot, src: 'javascript:alert(1)' }] }).success).toBe(false)
  })
})
