import { readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import pressKit from './fixtures/press-kit.html?raw'
import dokanLogos from './fixtures/dokan-logos.html?raw'
import brandAssets from './index.ts'
import { fixtureAttrs } from '../markup/fixture-attrs.ts'
import { renderBlock } from '../../tests/support/render-block.tsx'

describe('site/brand-assets', () => {
  it('renders asset cards with lazy previews and download links kept off the language prefix', () => {
    const html = renderBlock(brandAssets, fixtureAttrs(brandAssets, pressKit), 'es')
    expect(html).toContain('<h2 class="brand-assets__heading">Logos and brand assets</h2>')
    expect(html.match(/<li class="brand-assets__asset">/g)).toHaveLength(4)
    expect(html).toContain('<h3 class="brand-assets__name">weDevs mark</h3>')
    expect(html).toMatch(/<img src="\/brand\/wedevs-logo.svg" alt="The weDevs logo: [^"]+" width="240" height="56" loading="lazy"\/>/)
    expect(html).toContain('<a class="button button--secondary" href="/brand/wedevs-logo-white.svg" download="">Download SVG</a>')
    expect(html).not.toContain('/es/brand/')
  })

  it('shows colour swatches with name and hex, and the guidelines, under localized headings', () => {
    const html = renderBlock(brandAssets, fixtureAttrs(brandAssets, pressKit), 'es')
    expect(html).toContain('<h3>Colores de marca</h3>')
    expect(html).toContain(
      '<span class="brand-assets__swatch" style="background-color:#6c4de6" aria-hidden="true"></span><span class="brand-assets__color-name">weDevs purple</span><code class="brand-assets__hex">#6C4DE6</code>',
    )
    expect(html).toContain('<h3>Cómo usar nuestra marca</h3><ul class="brand-assets__guidelines"><li>Write the name as weDevs')
    expect(html.match(/<li>/g)?.length).toBeGreaterThanOrEqual(5)
    expect(renderBlock(brandAssets, fixtureAttrs(brandAssets, pressKit))).toContain('<h3>Brand colours</h3>')
  })

  it('leaves out colours, guidelines and a missing preview', () => {
    const html = renderBlock(brandAssets, fixtureAttrs(brandAssets, dokanLogos))
    expect(html).not.toContain('brand-assets__section')
    expect(html.match(/<img /g)).toHaveLength(1)
  })

  it('links only to small, self-contained SVG files that exist under public/', () => {
    const files = [pressKit, dokanLogos].flatMap((fixture) => {
      const attrs = fixtureAttrs(brandAssets, fixture)
      return attrs.assets.flatMap((asset) => [...asset.downloads.map((d) => d.href), ...(asset.preview ? [asset.preview.src] : [])])
    })
    expect(new Set(files).size).toBe(5)
    for (const href of new Set(files)) {
      const file = path.join('public', href)
      expect(statSync(file).size, href).toBeLessThan(3 * 1024)
      const svg = readFileSync(file, 'utf8')
      expect(svg, href).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"[^>]* viewBox="[^"]+"/)
      expect(svg, href).toContain('#6c4de6')
      expect(svg, href).not.toMatch(/href|url\(|<script|<image/i)
    }
  })

  it('accepts a kit and rejects a bad hex colour, an asset without downloads or an unsafe download', () => {
    const asset = { name: 'Logo', downloads: [{ label: 'SVG', href: '/brand/wedevs-logo.svg' }] }
    expect(brandAssets.attrs.safeParse({ assets: [asset], colors: [{ name: 'Purple', hex: '#6C4DE6' }] }).success).toBe(true)
    expect(brandAssets.attrs.safeParse({ assets: [asset], colors: [{ name: 'Purple', hex: '#6c4' }] }).success).toBe(false)
    expect(brandAssets.attrs.safeParse({ assets: [asset], colors: [{ name: 'Purple', hex: 'red;background:url(x)' }] }).success).toBe(false)
    expect(brandAssets.attrs.safeParse({ assets: [{ name: 'Logo', downloads: [] }] }).success).toBe(false)
    expect(brandAssets.attrs.safeParse({ assets: [{ name: 'Logo', downloads: [{ label: 'SVG', href: 'data:image/svg+xml,<svg/>' }] }] }).success).toBe(false)
  })
})
