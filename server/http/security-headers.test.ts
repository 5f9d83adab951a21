import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { withPagePolicy } from './security-headers.ts'

const NONE = { checkoutScriptUrl: null, analytics: null }

const policyOf = (html: string) => withPagePolicy(new Headers({ 'content-type': 'text/html;charset=utf-8' }), html, NONE).get('content-security-policy')!

describe('a page’s own security policy', () => {
  it('allows the page’s own style elements by hash, and never an inline script (the site writes none; one in a page was injected)', () => {
    const css = '.post{color:#333}'
    const policy = policyOf(
      `<html><head><style>${css}</style></head><body><script>alert(1)</script><script type="application/ld+json">{}</script></body></html>`,
    )
    expect(policy).toContain(`style-src-elem 'self' 'sha256-${createHash('sha256').update(css).digest('base64')}'`)
    expect(policy).toContain("script-src 'self';")
    expect(policy).not.toMatch(/script-src[^;]*sha256/)
  })

  it('leaves a page’s own policy (the AMP document’s) and anything not HTML alone', () => {
    const amp = withPagePolicy(
      new Headers({ 'content-type': 'text/html', 'content-security-policy': 'script-src https://cdn.ampproject.org' }),
      '<style>x</style>',
      NONE,
    )
    expect(amp.get('content-security-policy')).toBe('script-src https://cdn.ampproject.org')
    expect(withPagePolicy(new Headers({ 'content-type': 'application/json' }), '{}', NONE).has('content-security-policy')).toBe(false)
  })
})
