import { describe, expect, it } from 'vitest'
import { sanitizeCss } from './sanitize-css.ts'

describe('sanitizeCss', () => {
  it('keeps ordinary rules and media queries', () => {
    const css = '.uagb-block-3f2a1c { border-left: 4px solid #6c4de6; padding-left: 1rem }\n@media (max-width: 600px) { .uagb-block-3f2a1c > p { margin: 0 } }'
    expect(sanitizeCss(css)).toBe(
      '.uagb-block-3f2a1c { border-left: 4px solid #6c4de6; padding-left: 1rem }\n@media (max-width: 600px) { .uagb-block-3f2a1c > p { margin: 0 } }',
    )
  })

  it.each([
    ['closing the style element', '.a { color: red } </style><script>alert(1)</script>'],
    ['an import', '@import url(https://evil.example/x.css); .a { color: red }'],
    ['a remote url', '.a { background: url(https://tracker.example/p.gif) }'],
    ['a protocol-relative url', ".a { background: url('//tracker.example/p.gif') }"],
    ['a javascript url', '.a { background: url(javascript:alert(1)) }'],
    ['an expression', '.a { width: expression(alert(1)) }'],
    ['an escaped expression', '.a { width: e\\78 pression(alert(1)) }'],
    ['a binding', '.a { -moz-binding: url(/x.xml#xss) }'],
    ['behaviour', '.a { behavior: url(/x.htc) }'],
    ['a font from elsewhere', '@font-face { font-family: x; src: url(https://evil.example/f.woff) }'],
  ])('drops %s', (_, css) => {
    const out = sanitizeCss(css)
    expect(out).not.toMatch(/<|script|import|evil|tracker|javascript|expression|binding|behavior|font-face/i)
  })

  it('keeps site-relative urls and the rest of a rule around a dropped declaration', () => {
    expect(sanitizeCss('.a { background: url(/images/x.svg); width: expression(1); color: red }')).toBe('.a { background: url(/images/x.svg); color: red }')
  })

  it('drops unbalanced or empty input without throwing', () => {
    expect(sanitizeCss('.a { color: red')).toBe('')
    expect(sanitizeCss('')).toBe('')
    expect(sanitizeCss('}}}{{{')).toBe('')
  })
})
