import { describe, expect, it } from 'vitest'
import { comparableHtml } from '../support/comparable-html.ts'

describe('comparable HTML', () => {
  it('is the same for renders that differ in insignificant whitespace and in the order of attributes and classes', () => {
    const a = '<h2 class="wp-block-heading" id="x">What we believe</h2>\n\n<ul class=" wp-block-list b"><li><strong>Own</strong>  your site.</li></ul>'
    const b = '<h2 id="x" class="wp-block-heading">What we believe</h2>\n<ul class="b wp-block-list"><li><strong>Own</strong> your site.</li></ul>'
    expect(comparableHtml(a)).toBe(comparableHtml(b))
  })

  it('tells apart what a visitor sees differently: text, spaces between inline elements, an attribute, a class, preformatted text', () => {
    const base = '<p><a href="/a">one</a> <em>two</em></p><pre> x  y</pre>'
    for (const other of [
      '<p><a href="/a">one</a><em>two</em></p><pre> x  y</pre>',
      '<p><a href="/b">one</a> <em>two</em></p><pre> x  y</pre>',
      '<p class="c"><a href="/a">one</a> <em>two</em></p><pre> x  y</pre>',
      '<p><a href="/a">one</a> <em>three</em></p><pre> x  y</pre>',
      '<p><a href="/a">one</a> <em>two</em></p><pre> x y</pre>',
    ])
      expect(comparableHtml(other), other).not.toBe(comparableHtml(base))
  })
})
