import { Hono } from 'hono'
import { DEFAULT_LOCALE, LOCALE_CODES, extractLocale, isLocale, localizePath, type Locale } from '../content-rules/locales.ts'
import { NO_PRELOAD_ATTRIBUTE } from '../renderer/no-preload-attribute.ts'

/**
 * Instant page changes (Speculation Rules API): every page answer names, in its `Speculation-Rules`
 * header, the rule set of its language; the browser prerenders a same-site page link the visitor
 * hovers or presses (`moderate`), so the click shows a page already rendered. A header, not an
 * inline `<script type=speculationrules>`, so that the CSP keeps refusing every inline script.
 */

/** The media type browsers require of a rule set named by the header. */
export const SPECULATION_RULES_TYPE = 'application/speculationrules+json'

/** Rule sets change with a deployment only: browsers and CDNs keep them an hour, as the site's other unhashed files. */
const CACHE_CONTROL = 'public, max-age=3600'

export const speculationRulesPath = (lang: Locale) => `/speculation-rules/${lang}.json`

/** Paths that are not pages a visitor reads, or that act on being fetched: never fetched ahead. */
const NOT_PRERENDERED_PATHS = [
  '/account{/*}?', // the separate account area (cart, tickets, sign-in): not this site's router
  '/api/*',
  '/wp-admin{/*}?',
  '/wp-login.php',
  '/wp-json/*',
  '/feed/*', // the blog's feeds, in every language: documents for feed readers
  '/*/feed/*',
]

/**
 * What a link must not be: a fragment of this page, a download, one opening another window,
 * one its author marks as not endorsed or leaving the site's router, or any link while the
 * page script says the connection is too poor (SPEC §4: offline, 2g, data saver).
 */
const NOT_PRERENDERED_LINKS = [
  'a[href^="#"]',
  '[download]',
  '[target]:not([target="_self"])',
  '[rel~="nofollow"]',
  '[rel~="external"]',
  `:root[${NO_PRELOAD_ATTRIBUTE}] *`,
]

export interface SpeculationRules {
  prerender: {
    source: 'document'
    where: { and: Record<string, unknown>[] }
    eagerness: 'moderate'
  }[]
}

/**
 * The rule set for pages in `lang`. A link to another language's page is never prerendered: the
 * language *is* the path prefix (content-rules/locales.ts), so the rules keep each page to its own
 * language's paths, whatever marks the link carries (a switcher's `hreflang`, or none in content
 * a marketer wrote, or the logo that language-memory.ts points at the remembered language).
 */
export function speculationRules(lang: Locale): SpeculationRules {
  // `/es{/*}?`: the language's home with or without its slash, and every page under it.
  const pagesIn = (code: Locale) => (code === DEFAULT_LOCALE ? '/*' : `${localizePath('/', code).slice(0, -1)}{/*}?`)
  const sameLanguage: Record<string, unknown>[] = [{ href_matches: pagesIn(lang) }]
  // English has no prefix: its pattern takes in the other languages' pages, which are left out.
  if (lang === DEFAULT_LOCALE) sameLanguage.push({ not: { href_matches: LOCALE_CODES.filter((code) => code !== lang).map(pagesIn) } })
  return {
    prerender: [
      {
        source: 'document',
        where: {
          and: [
            ...sameLanguage,
            { not: { href_matches: NOT_PRERENDERED_PATHS } },
            { not: { href_matches: '/*\\?(.+)' } }, // a query: campaign links, referrals, searches
            { not: { selector_matches: NOT_PRERENDERED_LINKS.join(', ') } },
          ],
        },
        eagerness: 'moderate',
      },
    ],
  }
}

/**
 * Adds the header to a page answer (HTML only): the rule set of the page's language, which its
 * path prefix tells.
 */
export function withSpeculationRules(headers: Headers, url: string): Headers {
  if (headers.get('content-type')?.startsWith('text/html')) {
    headers.set('Speculation-Rules', `"${speculationRulesPath(extractLocale(new URL(url, 'http://site.invalid').pathname).locale)}"`)
  }
  return headers
}

/** GET /speculation-rules/{lang}.json: the rule sets, made once. */
export function speculationRulesApi() {
  const bodies = new Map(LOCALE_CODES.map((lang) => [lang, JSON.stringify(speculationRules(lang))]))
  return new Hono().get('/speculation-rules/:file{[a-z]{2}\\.json}', (c) => {
    const lang = c.req.param('file').slice(0, 2)
    if (!isLocale(lang)) return c.notFound()
    return c.body(bodies.get(lang)!, 200, { 'Content-Type': SPECULATION_RULES_TYPE, 'Cache-Control': CACHE_CONTROL })
  })
}
