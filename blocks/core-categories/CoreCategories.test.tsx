import { describe, expect, it } from 'vitest'
import topLevel from './fixtures/top-level-with-counts.html?raw'
import folded from './fixtures/folded-hierarchy.html?raw'
import categories from './index.ts'
import { countedCategoryTree } from '../../cms/category-tree.ts'
import { fixtureAttrs } from '../markup/fixture-attrs.ts'
import { renderBlock } from '../../tests/support/render-block.tsx'
import { embeddedCms } from '../../tests/support/embedded-cms.ts'

// The categories come from the embedded content API (the dataset), as on the site without a WordPress.
describe('core/categories', () => {
  it("lists the top categories with their posts counted in the page's language, linked in that language", async () => {
    const attrs = fixtureAttrs(categories, topLevel)
    const [english, spanish] = await Promise.all([countedCategoryTree(embeddedCms, 'en'), countedCategoryTree(embeddedCms, 'es')])
    const html = renderBlock(categories, attrs, 'es', undefined, spanish)
    expect(html).toMatch(/^<nav class="core-categories" aria-label="Categorías"><ul class="core-categories__list">/)
    const first = spanish[0]!
    expect(html).toContain(
      `<li class="core-categories__item"><a href="/es${first.path}">${first.name}</a><span class="core-categories__count"> (${first.count})</span></li>`,
    )
    // Fewer Spanish posts than English ones: the counts are the language's.
    const sum = (list: typeof english) => list.reduce((total, c) => total + c.count, 0)
    expect(sum(spanish)).toBeLessThan(sum(english))
    expect(html).not.toContain('core-categories__list"><li class="core-categories__item"><a href="/es/category/marketplace/vendor-management/')
  })

  it('folds a dropdown into a list that opens without JavaScript, subcategories under their parents', async () => {
    const data = await countedCategoryTree(embeddedCms, 'en')
    const html = renderBlock(categories, fixtureAttrs(categories, folded), 'en', undefined, data)
    expect(html).toMatch(/^<details class="core-categories core-categories--folded"><summary>Categories<\/summary>/)
    expect(html).toMatch(
      /<a href="\/category\/marketplace\/">Marketplace<\/a><ul class="core-categories__list"><li class="core-categories__item"><a href="\/category\/marketplace\/[a-z-]+\/">/,
    )
    expect(html).not.toContain('core-categories__count')
  })
})
