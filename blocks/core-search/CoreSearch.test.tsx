import { describe, expect, it } from 'vitest'
import labelled from './fixtures/labelled.html?raw'
import plain from './fixtures/default.html?raw'
import search from './index.ts'
import { fixtureAttrs } from '../markup/fixture-attrs.ts'
import { renderBlock } from '../../tests/support/render-block.tsx'

describe('core/search', () => {
  it("is the site's blog search with the marketer's texts", () => {
    const html = renderBlock(search, fixtureAttrs(search, labelled))
    expect(html).toMatch(/^<form class="search-form" role="search" action="\/search\/" method="get">/)
    expect(html).toMatch(/<label class="search-form__label" for="[^"]+">Search the blog<\/label>/)
    expect(html).toContain('placeholder="Marketplace, payouts, Gantt charts…"')
    expect(html).toContain('>Find articles</button>')
  })

  it("searches the page's language, with the site's own texts where WordPress's defaults were kept", () => {
    const html = renderBlock(search, fixtureAttrs(search, plain), 'es')
    expect(html).toContain('action="/es/search/"')
    expect(html).toContain('name="s"')
    expect(html).not.toContain('>Search<')
  })
})
