import { describe, expect, it } from 'vitest'
import paged from './fixtures/paged-with-excerpts.html?raw'
import empty from './fixtures/search-without-results.html?raw'
import otherType from './fixtures/other-post-type.html?raw'
import query from './index.ts'
import { loadQueryPage } from './load-query.ts'
import { fixtureAttrs } from '../markup/fixture-attrs.ts'
import { parseBlockMarkup } from '../markup/parse-blocks.ts'
import { renderBlocksAlone } from '../render/render-blocks-alone.ts'
import { staticHtmlOf } from '../../renderer/islands/render-node.ts'
import type { Locale } from '../../content-rules/locales.ts'
import { embeddedCms } from '../../tests/support/embedded-cms.ts'

async function render(markup: string, locale: Locale, blockParams: Record<string, string> = {}) {
  const lines: string[] = []
  const logger = { warn: (line: string) => lines.push(line), error: (line: string) => lines.push(line) }
  const nodes = await renderBlocksAlone(parseBlockMarkup(markup), {
    cms: embeddedCms,
    locale,
    logger,
    blockParams,
    pagePath: '/resources/',
  })
  return { html: staticHtmlOf(nodes), lines }
}

// The posts come from the embedded content API (the dataset), as on the site without a WordPress.
describe('core/query', () => {
  it('reads what each post shows, whether it pages and its no-results text from its inner blocks', () => {
    const attrs = fixtureAttrs(query, paged)
    expect(attrs.fields?.map((f) => f.field)).toEqual(['post-featured-image', 'post-title', 'post-date', 'post-excerpt', 'read-more'])
    expect(attrs.fields?.[1]).toMatchObject({ level: 3, isLink: true })
    expect(attrs.pagination).toBe(true)
    expect(attrs.noResults).toBe('No project management articles yet.')
  })

  it("shows its query's posts of the page's language as its template says, and pages by WordPress's parameter", async () => {
    const first = await render(paged, 'en')
    expect(first.lines).toEqual([])
    expect(first.html).toMatch(/^<div class="core-query"><ul class="core-query__posts core-query__posts--grid core-query__posts--columns-2">/)
    expect(first.html.match(/<li class="core-query__post">/g)).toHaveLength(2)
    expect(first.html).toMatch(/<h3 class="core-query__title"><a href="\/blog\/\d+\/[a-z0-9-]+\/">/)
    expect(first.html).toContain('<a href="/blog/')
    expect(first.html).toContain('class="core-query__more">Keep reading</a>')
    expect(first.html).toMatch(
      /<nav class="core-query__pagination" aria-label="Page 1 of (\d+)"><span class="core-query__page">Page 1 of \1<\/span><a href="\/resources\/\?query-3-page=2" rel="next">Older posts<\/a><\/nav>/,
    )

    const second = await render(paged, 'en', { 'query-3-page': '2' })
    expect(second.html).toContain('<a href="/resources/" rel="prev">Newer posts</a>')
    expect(second.html).toContain('Page 2 of')
    const titles = (html: string) => [...html.matchAll(/<h3 class="core-query__title"><a[^>]*>([^<]+)</g)].map((m) => m[1])
    expect(titles(second.html)).not.toEqual(titles(first.html))
  })

  it("keeps to the chosen category and the page's language, its dates and texts in that language", async () => {
    const attrs = fixtureAttrs(query, paged)
    const [english, spanish] = await Promise.all([
      loadQueryPage(attrs, { cms: embeddedCms, locale: 'en', pagePath: '/resources/', blockParams: {} }),
      loadQueryPage(attrs, { cms: embeddedCms, locale: 'es', pagePath: '/resources/', blockParams: {} }),
    ])
    expect(spanish.posts.map((post) => post.id)).not.toEqual(english.posts.map((post) => post.id))
    const { html } = await render(paged, 'es')
    expect(html).toMatch(/<a href="\/es\/\d+\/[a-z0-9-]+\/">/)
    expect(html).toMatch(/<time class="core-query__date" datetime="[^"]+">\d{1,2} de [a-z]+ de \d{4}<\/time>/i)
  })

  it('says its no-results text when nothing matches, and shows nothing past the last page', async () => {
    const { html } = await render(empty, 'en')
    expect(html).toBe('<div class="core-query"><p class="core-query__empty">Nothing matches that search.</p></div>')
    const past = await loadQueryPage(fixtureAttrs(query, paged), {
      cms: embeddedCms,
      locale: 'en',
      pagePath: '/resources/',
      blockParams: { 'query-3-page': '999' },
    })
    expect(past.posts).toEqual([])
  })

  it("leaves queries the site does not ask (pages ordered by title) to WordPress's render", async () => {
    expect(query.renderedByWordPress?.(fixtureAttrs(query, otherType))).toBe(true)
    expect(query.renderedByWordPress?.(fixtureAttrs(query, paged))).toBe(false)
  })
})
