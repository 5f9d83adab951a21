import { describe, expect, it } from 'vitest'
import type { renderPage } from 'vike/server'
import { createApp } from './app.ts'
import { SPECULATION_RULES_TYPE, speculationRules, speculationRulesPath } from './speculation-rules.ts'
import { LOCALE_CODES } from '../content-rules/locales.ts'
import { testConfig } from '../tests/support/site-config.ts'

const htmlPage = (async () => ({
  httpResponse: { statusCode: 200, headers: [['Content-Type', 'text/html;charset=utf-8']], body: '<!DOCTYPE html><html></html>' },
})) as unknown as typeof renderPage

/** The conditions of the one prerender rule, as the browser reads them. */
const conditions = (lang: (typeof LOCALE_CODES)[number]) => speculationRules(lang).prerender[0]!.where.and
const patternsOf = (condition: Record<string, unknown> | undefined) =>
  [((condition?.not ?? condition) as { href_matches?: string | string[] }).href_matches].flat()

describe('speculation rules', () => {
  it("every page names its language's rule set in the Speculation-Rules header; other answers do not", async () => {
    const app = createApp({ config: testConfig(), render: htmlPage })
    for (const [path, lang] of [
      ['/', 'en'],
      ['/about/', 'en'],
      ['/es/', 'es'],
      ['/fr/docs/dokan/', 'fr'],
      ['/estonia/', 'en'],
    ] as const) {
      expect((await app.request(path)).headers.get('speculation-rules'), path).toBe(`"${speculationRulesPath(lang)}"`)
    }
    expect((await app.request('/speculation-rules/en.json')).headers.get('speculation-rules')).toBeNull()
    expect((await app.request('/robots.txt')).headers.get('speculation-rules')).toBeNull()
  })

  it('serves each rule set as application/speculationrules+json, cacheable, and no other file', async () => {
    const app = createApp({ config: testConfig(), render: htmlPage })
    for (const lang of LOCALE_CODES) {
      const response = await app.request(speculationRulesPath(lang))
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toBe(SPECULATION_RULES_TYPE)
      expect(response.headers.get('cache-control')).toMatch(/^public, max-age=[1-9]/)
      expect(await response.json()).toEqual(speculationRules(lang))
    }
    expect((await app.request('/speculation-rules/de.json')).status).toBe(404)
  })

  it("prerenders links within the page's language only, on hover or press", () => {
    for (const lang of LOCALE_CODES) expect(speculationRules(lang).prerender.map((rule) => [rule.source, rule.eagerness])).toEqual([['document', 'moderate']])
    expect(patternsOf(conditions('en')[0])).toEqual(['/*'])
    expect(patternsOf(conditions('en')[1])).toEqual(['/es{/*}?', '/fr{/*}?'])
    expect(patternsOf(conditions('es')[0])).toEqual(['/es{/*}?'])
    expect(patternsOf(conditions('fr')[0])).toEqual(['/fr{/*}?'])
  })

  it('leaves out the account area, APIs, wp-admin, feeds, queries, and links a visitor would not have prerendered', () => {
    for (const lang of LOCALE_CODES) {
      const excluded = conditions(lang)
        .filter((condition) => 'not' in condition)
        .flatMap(patternsOf)
      expect(excluded).toEqual(expect.arrayContaining(['/account{/*}?', '/api/*', '/wp-admin{/*}?', '/feed/*', '/*/feed/*', '/*\\?(.+)']))
      const selectors = conditions(lang)
        .map((condition) => (condition.not as { selector_matches?: string } | undefined)?.selector_matches)
        .filter(Boolean)
      expect(selectors).toEqual(['a[href^="#"], [download], [target]:not([target="_self"]), [rel~="nofollow"], [rel~="external"], :root[data-no-preload] *'])
    }
  })
})
