import { describe, expect, it } from 'vitest'
import faq from './fixtures/faq.html?raw'
import { parseBlockMarkup } from '../markup/parse-blocks.ts'
import { renderBlocksAlone } from '../render/render-blocks-alone.ts'
import { staticHtmlOf } from '../../renderer/islands/render-node.ts'

describe('core/accordion', () => {
  it('becomes details elements that open and close without JavaScript, headings as their summaries', async () => {
    const lines: string[] = []
    const logger = { warn: (line: string) => lines.push(line), error: (line: string) => lines.push(line) }
    const html = staticHtmlOf(await renderBlocksAlone(parseBlockMarkup(faq), { locale: 'en', logger }))
    expect(lines).toEqual([])
    expect(html).toBe(
      [
        '<div class="core-accordion">',
        '<details class="core-accordion__item" open=""><summary class="core-accordion__summary"><h3 class="core-accordion__heading">Can I try Dokan before I buy?</h3></summary>',
        '<div class="core-accordion__panel">\n<p>Yes: Dokan Lite is free on WordPress.org, and every paid plan has a 14-day refund.</p>\n</div></details>',
        '<details class="core-accordion__item"><summary class="core-accordion__summary"><h4 class="core-accordion__heading">Do you support multisite?</h4></summary>',
        '<div class="core-accordion__panel">\n<p>Yes, network-activated or per site.</p>\n</div></details>',
        '</div>',
      ].join(''),
    )
    expect(html).not.toContain('onclick')
  })
})
