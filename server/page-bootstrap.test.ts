import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { PAGE_BOOTSTRAP_HASH, PAGE_BOOTSTRAP_SCRIPT, finishPageHtml, withPageBootstrap } from './page-bootstrap.ts'
import { contentSecurityPolicy, inlineHashes } from './http/security-headers.ts'

const page = (body: string) => `<!DOCTYPE html><html><head><title>t</title></head><body>${body}</body></html>`
const ENTRY = '<script src="/assets/entries/pages_cms-page_client.AbC-12_x.js" type="module" async></script>'

describe('the page bootstrap', () => {
  it('takes out vike’s entry script and names it on the bootstrap, at the end of the head', () => {
    const html = withPageBootstrap(page(`<main>Hi</main><script type="application/json" id="page-facts">{}</script>${ENTRY}`))
    expect(html).not.toContain('type="module"')
    expect(html).toContain(`<script data-entry="/assets/entries/pages_cms-page_client.AbC-12_x.js">${PAGE_BOOTSTRAP_SCRIPT}</script></head>`)
    expect(html.match(/<script/g)).toHaveLength(2)
  })

  it('marks an editor’s preview to start its script at once (a hidden frame paints nothing)', () => {
    expect(withPageBootstrap(page(ENTRY), { startAtOnce: true })).toContain('<script data-entry="/assets/entries/pages_cms-page_client.AbC-12_x.js" data-now>')
  })

  it('leaves a page without an entry script as it is (AMP, a page with no script)', () => {
    const amp = page('<main>AMP</main>')
    expect(withPageBootstrap(amp)).toBe(amp)
  })

  it('is allowed by its hash alone: the policy names it, never unsafe-inline, and a changed byte has another hash', () => {
    const html = withPageBootstrap(page(ENTRY))
    const policy = contentSecurityPolicy({ checkoutOrigin: null, inline: inlineHashes(html) })
    const scriptSrc = /script-src ([^;]*)/.exec(policy)![1]!
    expect(scriptSrc).toBe(`'self' ${PAGE_BOOTSTRAP_HASH}`)
    expect(policy).not.toContain('unsafe-inline')
    const inScript = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`
    expect(inScript(PAGE_BOOTSTRAP_SCRIPT)).toBe(PAGE_BOOTSTRAP_HASH)
    expect(inScript(PAGE_BOOTSTRAP_SCRIPT.replace('go()', 'go( )'))).not.toBe(PAGE_BOOTSTRAP_HASH)
    // An inline script that is not the bootstrap is not hashed from the page.
    expect(inlineHashes(page('<script>alert(1)</script>')).scripts).toEqual([])
  })

  it('allows the style attributes the page was rendered with, by hash, as the browser decodes them; none without any', () => {
    const html = page('<div style="display:contents"></div><p style="font-family:&quot;Inter&quot;">x</p><div style="display:contents"></div>')
    const policy = contentSecurityPolicy({ checkoutOrigin: null, inline: inlineHashes(html) })
    const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`
    expect(/style-src-attr ([^;]*)/.exec(policy)![1]).toBe(`'unsafe-hashes' ${hash('display:contents')} ${hash('font-family:"Inter"')}`)
    expect(contentSecurityPolicy({ checkoutOrigin: null, inline: inlineHashes(page('<p>x</p>')) })).toContain("style-src-attr 'none'")
  })

  it('finishes vike’s answer in place, for HTML only', () => {
    const html = { headers: [['Content-Type', 'text/html;charset=utf-8']] as [string, string][], body: 'a' }
    const json = { headers: [['Content-Type', 'application/json']] as [string, string][], body: '{}' }
    finishPageHtml(html, (text) => `${text}b`)
    finishPageHtml(json, (text) => `${text}b`)
    finishPageHtml(null, (text) => text)
    expect([html.body, json.body]).toEqual(['ab', '{}'])
  })
})
