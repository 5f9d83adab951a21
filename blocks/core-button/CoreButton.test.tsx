import { describe, expect, it } from 'vitest'
import fillAndOutline from './fixtures/fill-and-outline.html?raw'
import hostile from './fixtures/hostile.html?raw'
import button from './index.ts'
import { attrsInput } from '../define-block.ts'
import { parseBlockMarkup } from '../markup/parse-blocks.ts'
import { renderBlock } from '../../tests/support/render-block.tsx'

const buttons = (markup: string) => parseBlockMarkup(markup)[0]!.innerBlocks.map((block) => button.attrs.safeParse(attrsInput(button, block)))

describe('core/button', () => {
  it("renders each button as the site's button, linked in the page language, outlined ones as secondary", () => {
    const [fill, outline] = buttons(fillAndOutline)
    expect(renderBlock(button, fill!.data!, 'fr')).toBe('<div class="core-button"><a href="/fr/blog/" class="button button--primary">Read the blog</a></div>')
    expect(renderBlock(button, outline!.data!)).toBe(
      '<div class="core-button"><a href="https://wordpress.org/plugins/dokan-lite/" rel="external noopener noreferrer" class="button button--secondary" target="_blank">Dokan on WordPress.org</a></div>',
    )
  })

  it('refuses a javascript: link; a button without a link is its text alone, with no markup of its own', () => {
    const [script, plain] = buttons(hostile)
    expect(script!.success).toBe(false)
    expect(renderBlock(button, plain!.data!)).toBe('<div class="core-button"><span class="button button--primary">No link</span></div>')
  })
})
