import { describe, expect, it } from 'vitest'
import { blockMarkup } from './block-markup.ts'
import { parseBlockMarkup } from './parse-blocks.ts'

describe('blockMarkup', () => {
  it('writes a block as WordPress stores it, its attributes read back whole', () => {
    expect(blockMarkup('site/forum-list', { forum: 'dokan' })).toBe('<!-- wp:site/forum-list {"forum":"dokan"} /-->')
    const hostile = { heading: 'a --> <script>alert("x")</script> & b' }
    const markup = blockMarkup('site/forum-list', hostile)
    expect(markup).not.toMatch(/-->.*-->|<script/)
    expect(parseBlockMarkup(markup)[0]).toMatchObject({ blockName: 'site/forum-list', attrs: hostile })
  })
})
