import { describe, expect, it } from 'vitest'
import dokan from './fixtures/dokan.html?raw'
import projectManager from './fixtures/project-manager.html?raw'
import successStories from './index.ts'
import { fixtureAttrs } from '../markup/fixture-attrs.ts'
import { renderBlock } from '../../tests/support/render-block.tsx'

describe('site/success-stories', () => {
  it('renders each story as a card labelled by its company', () => {
    const html = renderBlock(successStories, fixtureAttrs(successStories, dokan))
    expect(html).toMatch(
      /^<section class="success-stories" aria-labelledby="([^"]+)"><h2 id="\1" class="success-stories__heading">Marketplaces built with Dokan<\/h2>/,
    )
    expect(html.match(/<li class="success-stories__item">/g)).toHaveLength(3)
    const card =
      /<article class="success-stories__story" aria-labelledby="([^"]+)"><h3 id="\1" class="success-stories__company">Tienda Artesana<\/h3><p class="success-stories__kind">Handmade goods marketplace, Spain<\/p>/
    expect(html).toMatch(card)
  })

  it('lists results as figures and quotes the customer with a cite', () => {
    const html = renderBlock(successStories, fixtureAttrs(successStories, dokan))
    expect(html).toContain(
      '<div class="success-stories__result"><dt class="success-stories__result-label">artisans selling</dt><dd class="success-stories__result-value">140</dd></div>',
    )
    expect(html).toContain(
      '<figure class="success-stories__quote"><blockquote><p>Vendor verification let us promise buyers that every piece is made by the person selling it.</p></blockquote><figcaption><cite class="success-stories__author">Lucía Romero</cite><span class="success-stories__role">Co-founder, Tienda Artesana</span></figcaption></figure>',
    )
  })

  it('links to the full story in the visitor’s language, described by the company name', () => {
    const html = renderBlock(successStories, fixtureAttrs(successStories, dokan), 'es')
    const link =
      /<a href="\/es\/blog\/90111\/tienda-artesana-dokan-marketplace\/" class="success-stories__link" aria-describedby="([^"]+)">Leer la historia<\/a>/.exec(
        html,
      )
    expect(link).not.toBeNull()
    expect(html).toContain(`<h3 id="${link?.[1]}" class="success-stories__company">Tienda Artesana</h3>`)
    expect(renderBlock(successStories, fixtureAttrs(successStories, dokan), 'fr')).toContain('>Lire l’histoire</a>')
  })

  it('leaves out what a story does not have: results, quote, role, link', () => {
    const html = renderBlock(successStories, fixtureAttrs(successStories, projectManager))
    const [, , second] = html.split('<li class="success-stories__item">')
    expect(html.match(/<article /g)).toHaveLength(2)
    expect(second).toBeDefined()
    expect(second).not.toContain('<dl')
    expect(second).not.toContain('success-stories__role')
    expect(second).not.toContain('<a ')
    expect(second).toContain('<cite class="success-stories__author">Marcus Hale</cite></figcaption>')
    // The last story of the Dokan fixture has results but neither quote nor link.
    const gearloop = renderBlock(successStories, fixtureAttrs(successStories, dokan)).split('<li class="success-stories__item">')[3]
    expect(gearloop).toContain('<dd class="success-stories__result-value">0%</dd>')
    expect(gearloop).not.toContain('<figure')
    expect(gearloop).not.toContain('<a ')
  })

  it('renders an image lazily with its size when a story has one', () => {
    const attrs = fixtureAttrs(successStories, projectManager)
    const image = { src: '/images/products/wp-project-manager-pro.svg', alt: 'WP Project Manager', width: 64, height: 64 }
    const html = renderBlock(successStories, { ...attrs, stories: attrs.stories.map((s) => ({ ...s, image })) })
    expect(html).toContain(
      '<img class="success-stories__image" src="/images/products/wp-project-manager-pro.svg" alt="WP Project Manager" width="64" height="64" loading="lazy"/>',
    )
  })

  it('accepts a minimal story and rejects too many results, quotes without an author and unsafe links', () => {
    const story = { company: 'FreshCrate', kind: 'Local produce delivery', summary: 'Farms manage their own stock.' }
    const parsed = successStories.attrs.safeParse({ stories: [story] })
    expect(parsed.success && parsed.data.stories[0]?.results).toEqual([])
    expect(successStories.attrs.safeParse({ stories: [] }).success).toBe(false)
    const results = Array.from({ length: 5 }, (_, i) => ({ value: String(i), label: 'orders' }))
    expect(successStories.attrs.safeParse({ stories: [{ ...story, results }] }).success).toBe(false)
    expect(successStories.attrs.safeParse({ stories: [{ ...story, quote: { text: 'Great.' } }] }).success).toBe(false)
    expect(successStories.attrs.safeParse({ stories: [{ ...story, href: 'javascript:alert(1)' }] }).success).toBe(false)
    expect(successStories.attrs.safeParse({ stories: [{ ...story, kind: '' }] }).success).toBe(false)
  })
})
