import { describe, expect, it } from 'vitest'
import { plainText } from './plain-text.ts'

describe('plainText', () => {
  it('strips tags, decodes entities and folds white space', () => {
    expect(plainText('<p>Dokan &amp; WooCommerce:\n the <em>best</em>&nbsp;pair &#8217;26 &lt;3</p>\n')).toBe('Dokan & WooCommerce: the best pair ’26 <3')
  })
})
