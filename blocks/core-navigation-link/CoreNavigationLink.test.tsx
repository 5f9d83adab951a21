import { describe, expect, it } from 'vitest'
import inAMenu from '../core-navigation/fixtures/with-submenu.html?raw'
import block from './index.ts'
import { fixtureAttrs } from '../markup/fixture-attrs.ts'
import { renderBlock } from '../../tests/support/render-block.tsx'
import { embeddedCms } from '../../tests/support/embedded-cms.ts'

describe('core/navigation-link', () => {
  it('renders its menu item from the menu fixture', () => {
    const html = renderBlock(block, fixtureAttrs(block, inAMenu), 'fr')
    expect(html).toMatch(/^<li class="core-navigation__item">/)
    expect(html).toMatch(/href="\/fr\//)
  })
})

describe('where a menu item leads', () => {
  it("makes a page linked by its WordPress address the site's page, and leaves other addresses alone", async () => {
    const { loadSitePath } = await import('../parts/load-site-path.ts')
    const cms = embeddedCms
    expect(await loadSitePath(`${cms.home}/about/team/`, { cms })).toBe('/about/team/')
    expect(await loadSitePath(`${cms.home}/wp-content/uploads/guide.pdf`, { cms })).toBe(`${cms.home}/wp-content/uploads/guide.pdf`)
    expect(await loadSitePath('https://wedevs.com/dokan/', { cms })).toBe('https://wedevs.com/dokan/')
  })
})
