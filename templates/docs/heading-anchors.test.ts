import { describe, expect, it } from 'vitest'
import { anchorOf, withHeadingAnchors } from './heading-anchors.ts'

describe('withHeadingAnchors', () => {
  it('gives every heading an id from its words, unique in the article, and lists h2 and h3 for the contents', () => {
    const markup = [
      '<!-- wp:heading -->\n<h2 class="wp-block-heading">Set the <code>commission</code> rate</h2>\n<!-- /wp:heading -->',
      '<!-- wp:heading {"level":3} -->\n<h3 class="wp-block-heading">Example</h3>\n<!-- /wp:heading -->',
      '<!-- wp:heading {"level":3} -->\n<h3 class="wp-block-heading">Example</h3>\n<!-- /wp:heading -->',
      '<!-- wp:heading {"level":4} -->\n<h4 class="wp-block-heading">Détails &amp; notes</h4>\n<!-- /wp:heading -->',
      '<!-- wp:heading {"anchor":"own"} -->\n<h2 class="wp-block-heading" id="own">Own anchor</h2>\n<!-- /wp:heading -->',
    ].join('\n\n')
    const { markup: anchored, toc } = withHeadingAnchors(markup)
    expect(toc).toEqual([
      { id: 'set-the-commission-rate', text: 'Set the commission rate', level: 2 },
      { id: 'example', text: 'Example', level: 3 },
      { id: 'example-2', text: 'Example', level: 3 },
      { id: 'own', text: 'Own anchor', level: 2 },
    ])
    expect(anchored).toContain('<h2 class="wp-block-heading" id="set-the-commission-rate">Set the <code>commission</code> rate</h2>')
    expect(anchored).toContain('<h4 class="wp-block-heading" id="details-notes">')
    expect(anchored.match(/ id="own"/g)).toHaveLength(1)
  })

  it('makes anchors of any words: accents folded, never empty', () => {
    expect(anchorOf('Configuración rápida')).toBe('configuracion-rapida')
    expect(anchorOf('«»')).toBe('section')
  })
})
