import { describe, expect, it } from 'vitest'
import { parseBlockMarkup } from './parse-blocks.ts'

describe('parseBlockMarkup', () => {
  it('returns custom blocks with every attribute from the block comment', () => {
    const [block] = parseBlockMarkup('<!-- wp:site/hero {"heading":"Hi","level":2} /-->')
    expect(block).toMatchObject({ blockName: 'site/hero', attrs: { heading: 'Hi', level: 2 }, innerBlocks: [] })
  })

  it('drops whitespace-only unnamed blocks between top-level blocks', () => {
    const blocks = parseBlockMarkup('<!-- wp:paragraph -->\n<p>a</p>\n<!-- /wp:paragraph -->\n\n<!-- wp:paragraph -->\n<p>b</p>\n<!-- /wp:paragraph -->\n')
    expect(blocks.map((b) => b.blockName)).toEqual(['core/paragraph', 'core/paragraph'])
  })

  it('keeps freeform HTML that has content', () => {
    const blocks = parseBlockMarkup('<p>classic editor text</p>')
    expect(blocks).toHaveLength(1)
    expect(blocks[0]?.blockName).toBeNull()
  })

  it('keeps inner blocks with placeholders in innerContent', () => {
    const [columns] = parseBlockMarkup(
      '<!-- wp:columns --><div class="wp-block-columns"><!-- wp:column --><div class="wp-block-column">x</div><!-- /wp:column --></div><!-- /wp:columns -->',
    )
    expect(columns?.innerBlocks).toHaveLength(1)
    expect(columns?.innerContent).toEqual(['<div class="wp-block-columns">', null, '</div>'])
  })

  it('normalises attrs to an object', () => {
    const [block] = parseBlockMarkup('<!-- wp:separator /-->')
    expect(block?.attrs).toEqual({})
  })
})
