import { describe, expect, it } from 'vitest'
import { readFileSync } from 'node:fs'
import { renderToStaticMarkup } from 'react-dom/server'
import { CardGrid } from './CardGrid.tsx'

const webinars = [
  { slug: 'a', title: 'Launch a marketplace', recorded: false },
  { slug: 'b', title: 'Vendor payouts', recorded: true },
]

describe('CardGrid', () => {
  it('renders the items as a list of cards with the block’s classes, and the grid’s own on the list', () => {
    const html = renderToStaticMarkup(
      <CardGrid className="webinar-list__items" cardClassName="webinar-list__item" items={webinars} itemKey={(webinar) => webinar.slug}>
        {(webinar, index) => (
          <h3>
            {index + 1}. {webinar.title}
          </h3>
        )}
      </CardGrid>,
    )
    expect(html).toBe(
      '<ul class="webinar-list__items card-grid"><li class="webinar-list__item"><h3>1. Launch a marketplace</h3></li><li class="webinar-list__item"><h3>2. Vendor payouts</h3></li></ul>',
    )
  })

  it('gives each card a class of its own where the block says so', () => {
    const html = renderToStaticMarkup(
      <CardGrid
        className="webinar-list__items"
        cardClassName={(webinar) => `webinar-list__item${webinar.recorded ? ' webinar-list__item--recorded' : ''}`}
        items={webinars}
        itemKey={(webinar) => webinar.slug}
      >
        {(webinar) => webinar.title}
      </CardGrid>,
    )
    expect(html).toContain(
      '<li class="webinar-list__item">Launch a marketplace</li><li class="webinar-list__item webinar-list__item--recorded">Vendor payouts</li>',
    )
  })

  it('lays them out with no specificity, so that a block’s own rules win in any order', () => {
    const css = readFileSync('blocks/parts/card-grid.css', 'utf8')
    const selectors = [...css.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/([^{}]+)\{/g)].map((m) => m[1]!.trim())
    expect(selectors).toEqual([':where(.card-grid)', ':where(.card-grid > li)'])
  })
})
