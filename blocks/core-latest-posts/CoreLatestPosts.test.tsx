import { describe, expect, it } from 'vitest'
import withDates from './fixtures/with-dates.html?raw'
import grid from './fixtures/grid-with-excerpts.html?raw'
import latestPosts from './index.ts'
import { loadLatestPosts } from './load-latest-posts.ts'
import { fixtureAttrs } from '../markup/fixture-attrs.ts'
import { renderBlock } from '../../tests/support/render-block.tsx'
import { embeddedCms } from '../../tests/support/embedded-cms.ts'

// The posts come from the embedded content API (the dataset), as on the site without a WordPress.
describe('core/latest-posts', () => {
  it("lists the newest posts of the page's language with their dates in that language", async () => {
    const attrs = fixtureAttrs(latestPosts, withDates)
    const spanish = await loadLatestPosts(attrs, { cms: embeddedCms, locale: 'es' })
    expect(spanish.length).toBeGreaterThan(0)
    const html = renderBlock(latestPosts, attrs, 'es', undefined, spanish)
    expect(html).toMatch(
      /^<ul class="core-latest-posts"><li class="core-latest-posts__item"><a href="\/es\/\d+\/[a-z0-9-]+\/" class="core-latest-posts__title">/,
    )
    expect(html).toMatch(/<time class="core-latest-posts__date" datetime="\d{4}-\d\d-\d\dT[\d:]+Z">\d{1,2} de [a-z]+ de \d{4}<\/time>/i)
    const english = await loadLatestPosts(attrs, { cms: embeddedCms, locale: 'en' })
    expect(english).toHaveLength(4)
    expect(english.map((post) => post.postedAt)).toEqual([...english.map((post) => post.postedAt)].sort().reverse())
  })

  it("keeps to the chosen categories, cuts excerpts to the chosen words and shows the posts' images in a grid", async () => {
    const attrs = fixtureAttrs(latestPosts, grid)
    const posts = await loadLatestPosts(attrs, { cms: embeddedCms, locale: 'en' })
    expect(posts).toHaveLength(3)
    for (const post of posts) expect(post.excerpt.replace(/…$/, '').split(' ').length).toBeLessThanOrEqual(12)
    const html = renderBlock(latestPosts, attrs, 'en', undefined, posts)
    expect(html).toContain('<ul class="core-latest-posts core-latest-posts--grid core-latest-posts--columns-3">')
    expect(html).toContain('<p class="core-latest-posts__excerpt">')
    expect(html).not.toContain('core-latest-posts__date')
  })

  it('shows no date, excerpt or image unless asked', async () => {
    const attrs = latestPosts.attrs.parse({})
    const html = renderBlock(latestPosts, attrs, 'en', undefined, await loadLatestPosts(attrs, { cms: embeddedCms, locale: 'en' }))
    expect(html.match(/<li /g)).toHaveLength(5)
    expect(html).not.toMatch(/<time|<img|<p /)
  })
})
