import type { MiddlewareHandler } from 'hono'

import type { SiteConfig } from '../config/site-config.ts'
import { cspHash } from '../csp-hash.ts'
import { Parser } from 'htmlparser2'
import { PAGE_BOOTSTRAP_HASH, PAGE_BOOTSTRAP_SCRIPT } from '../page-bootstrap.ts'

/** The inline `<style>` and `<script>` elements and the style attributes of a page, as CSP hashes. */
export interface InlineHashes {
  styles: string[]
  scripts: string[]
  styleAttributes: string[]
}

/** The values of a page's style attributes, as the browser reads them (entities decoded). */
function styleAttributeValues(html: string): Set<string> {
  const values = new Set<string>()
  const parser = new Parser({ onattribute: (name, value) => name === 'style' && values.add(value) }, { decodeEntities: true })
  parser.end(html)
  return values
}

/**
 * Hashes of the style elements a page carries inline (a post's own CSS, sanitized on the server;
 * CMS and user HTML never keeps a `<style>`), so that its policy allows exactly those. Scripts are
 * not hashed from the page: the one inline script allowed is the page bootstrap, by its known hash
 * (server/page-bootstrap.ts); vike's page data and JSON-LD are data, so any other inline script in a
 * page was injected, and the policy must refuse it.
 */
export function inlineHashes(html: string): InlineHashes {
  return {
    styles: [...new Set([...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map((m) => cspHash(m[1]!)))],
    scripts: html.includes(PAGE_BOOTSTRAP_SCRIPT) ? [PAGE_BOOTSTRAP_HASH] : [],
    styleAttributes: [...styleAttributeValues(html)].map(cspHash),
  }
}

/**
 * Strict defaults for every response. Scripts only from this origin (vike's hydration data is JSON,
 * not executable), the checkout provider's and a page's bootstrap (by its hash); style elements
 * only from this origin or by hash; style attributes (CMS blocks carry them) only those the page
 * was rendered with, by hash (`'unsafe-hashes'`; scripts still set styles through the CSSOM).
 * Never `'unsafe-inline'`.
 */
export function contentSecurityPolicy({
  checkoutOrigin,
  analyticsOrigins = [],
  inline = { styles: [], scripts: [], styleAttributes: [] },
}: {
  checkoutOrigin: string | null
  /** The analytics service's (ANALYTICS_TAG_ID: server/config/settings.ts), only when one is configured. */
  analyticsOrigins?: string[]
  inline?: InlineHashes
}): string {
  const checkout = checkoutOrigin ? ` ${checkoutOrigin}` : ''
  const analytics = analyticsOrigins.map((origin) => ` ${origin}`).join('')
  const hashes = (list: string[]) => (list.length ? ` ${list.join(' ')}` : '')
  return [
    "default-src 'self'",
    `script-src 'self'${hashes(inline.scripts)}${checkout}${analytics}`,
    "style-src 'self'",
    `style-src-elem 'self'${hashes(inline.styles)}`,
    inline.styleAttributes.length ? `style-src-attr 'unsafe-hashes'${hashes(inline.styleAttributes)}` : "style-src-attr 'none'",
    "img-src 'self' https: data:",
    "font-src 'self' https:",
    `connect-src 'self'${checkout}${analytics}`,
    `frame-src https://www.youtube-nocookie.com https://player.vimeo.com${checkout}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ')
}

/** The third parties a page may load: the checkout provider's script, the analytics tag. */
export interface ThirdParties {
  checkoutScriptUrl: string | null
  analytics: SiteConfig['analytics']
}

export interface SecurityHeaderOptions extends ThirdParties {
  dev: boolean
}

const policyOptions = ({ checkoutScriptUrl, analytics }: ThirdParties) => ({
  checkoutOrigin: checkoutScriptUrl ? new URL(checkoutScriptUrl).origin : null,
  analyticsOrigins: analytics?.origins ?? [],
})

/**
 * The security headers of an answer whose own policy is `ownPolicy` (a page's, with its inline
 * hashes; the AMP document's), or of any other answer (null): set by the app's middleware on every
 * response, and by the node handler on the pages it answers from memory (server/page-cache/page-http-cache.ts).
 */
export function securityHeaderEntries({ dev, ...thirdParties }: SecurityHeaderOptions): (ownPolicy: string | null) => [string, string][] {
  const policy = contentSecurityPolicy(policyOptions(thirdParties))
  return (ownPolicy) => {
    const entries: [string, string][] = [
      ['X-Content-Type-Options', 'nosniff'],
      ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ]
    // Framing is refused for browsers that predate frame-ancestors too, unless a page's own policy allows it.
    if (!ownPolicy || ownPolicy.includes("frame-ancestors 'none'")) entries.push(['X-Frame-Options', 'DENY'])
    entries.push(['Permissions-Policy', 'camera=(), microphone=(), geolocation=(), interest-cohort=()'], ['Cross-Origin-Opener-Policy', 'same-origin'])
    // Vite's dev server injects inline scripts for hot reload; production gets the strict policy.
    if (!dev && !ownPolicy) entries.push(['Content-Security-Policy', policy])
    // HTTPS only from the first visit on, for two years (browsers ignore it on plain-HTTP answers).
    if (!dev) entries.push(['Strict-Transport-Security', 'max-age=63072000; includeSubDomains'])
    return entries
  }
}

export function securityHeaders(options: SecurityHeaderOptions): MiddlewareHandler {
  const entriesFor = securityHeaderEntries(options)
  return async (c, next) => {
    await next()
    // Set on the response's own headers at once: c.header() after the handler copies the whole
    // response for every header it sets. A response whose headers cannot change (one fetched from
    // elsewhere) is copied once.
    let headers: Headers
    try {
      headers = c.res.headers
      headers.set('X-Content-Type-Options', 'nosniff')
    } catch {
      c.res = new Response(c.res.body, c.res)
      headers = c.res.headers
    }
    for (const [name, value] of entriesFor(headers.get('Content-Security-Policy'))) {
      // A draft preview keeps its opener, the editor (server/authoring/draft-preview-api.ts): its own policy stands.
      if (name === 'Cross-Origin-Opener-Policy' && headers.has(name)) continue
      headers.set(name, value)
    }
  }
}

/** A rendered page's headers get its own policy (the default one with its style hashes), unless it brings one (AMP). */
export function withPagePolicy(headers: Headers, html: string, thirdParties: ThirdParties): Headers {
  if (headers.get('content-type')?.startsWith('text/html') && !headers.has('Content-Security-Policy')) {
    headers.set('Content-Security-Policy', contentSecurityPolicy({ ...policyOptions(thirdParties), inline: inlineHashes(html) }))
  }
  return headers
}
