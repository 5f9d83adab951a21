import { describe, expect, it } from 'vitest'
import { sanitizeHtml } from './sanitize-html.ts'
import { isSafeUrl } from '../content-schemas/safe-url.ts'
import { HOSTILE_HTML } from '../tests/unit/hostile-html.ts'

describe('sanitizeHtml', () => {
  it.each(HOSTILE_HTML)('removes $name', ({ html, marker }) => {
    expect(sanitizeHtml(html)).not.toMatch(marker)
  })

  it('keeps ordinary block HTML intact', () => {
    const html =
      '<figure class="wp-block-table"><table><thead><tr><th>Team</th></tr></thead><tbody><tr><td colspan="2">Dokan</td></tr></tbody></table></figure>' +
      '<p class="has-text-align-center" style="color:#333">Read <a href="/docs/">the docs</a> or <a href="https://example.com/x?a=1&amp;b=2">this</a>.</p>' +
      '<img src="/a.png" srcset="/a.png 1x, /a@2x.png 2x" alt="A" width="10" height="10" loading="lazy">'
    const out = sanitizeHtml(html)
    expect(out).toContain('<td colspan="2">Dokan</td>')
    expect(out).toContain('style="color:#333"')
    expect(out).toContain('<a href="/docs/">the docs</a>')
    expect(out).toContain('href="https://example.com/x?a=1&amp;b=2"')
    expect(out).toContain('srcset="/a.png 1x, /a@2x.png 2x"')
  })

  it('keeps the text of unknown wrapper elements but drops the wrapper', () => {
    expect(sanitizeHtml('<custom-card><p>Inside</p></custom-card>')).toBe('<p>Inside</p>')
  })

  it('adds rel=noopener to links that open a new window', () => {
    expect(sanitizeHtml('<a href="https://x.example/" target="_blank">x</a>')).toContain('rel="noopener noreferrer"')
  })

  it('keeps slot markers only with the pipeline nonce', () => {
    const html = '<div><site-slot data-slot="n1:0"></site-slot><site-slot data-slot="forged:1"></site-slot></div>'
    expect(sanitizeHtml(html, { slotNonce: 'n1' })).toBe('<div><site-slot data-slot="n1:0"></site-slot></div>')
  })

  it('escapes text so that it cannot become markup', () => {
    expect(sanitizeHtml('<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>')).toBe('<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>')
  })
})

describe('isSafeUrl', () => {
  it.each(['/a/', '#top', '?q=1', 'https://x.example/', 'http://x.example', 'mailto:a@b.c', 'tel:+123', 'page/2/'])('accepts %s', (url) => {
    expect(isSafeUrl(url)).toBe(true)
  })
  it.each(['javascript:alert(1)', ' javascript:x', 'JAVASCRIPT:x', 'java\tscript:x', 'data:text/html,x', 'vbscript:x', 'file:///etc/passwd'])('rejects %s', (url) => {
    expect(isSafeUrl(url)).toBe(false)
  })
})
