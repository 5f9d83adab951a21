import { describe, expect, it } from 'vitest'
import inAMenu from './fixtures/in-a-menu.html?raw'
import block from './index.ts'
import { fixtureAttrs } from '../markup/fixture-attrs.ts'
import { renderBlock } from '../../tests/support/render-block.tsx'

describe('core/home-link', () => {
  it('renders its menu item from the menu fixture', () => {
    const html = renderBlock(block, fixtureAttrs(block, inAMenu), 'fr')
    expect(html).toMatch(/^<li class="core-navigation__item">/)
    expect(html).toMatch(/href="\/fr\//)
  })
})
