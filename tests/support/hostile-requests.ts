import fc from 'fast-check'

/**
 * Requests a scanner sends: site paths mutated with broken percent-encoding, NUL and control
 * characters, traversal, overlong segments, open-redirect shapes and absurd paging; odd methods;
 * broken or huge Cookie and Accept-Language headers; a foreign Host. Shared by the in-process
 * property test and `npm run fuzz` (over real HTTP), so both try the same things.
 */

/** A marker the fuzzer puts into its input: a body that contains it raw reflected the input unescaped. */
export const REFLECTION_MARKER = '<x-fuzz>'

const SITE_PATHS = [
  '/',
  '/es/',
  '/fr/',
  '/about/',
  '/dokan/pricing/',
  '/blog/',
  '/blog/page/2/',
  '/tag/dokan/',
  '/category/tutorials/',
  '/date/2024/',
  '/author/nazmul/',
  '/search/',
  '/blog/90111/vendor-verification-without-scaring-sellers-away/',
  '/amp/blog/90111/vendor-verification-without-scaring-sellers-away/',
  '/docs/',
  '/docs/dokan/getting-started/',
  '/docs/search/',
  '/dokan/knowledge-base/troubleshooting/',
  '/support/forum/',
  '/support/forum/dokan/payments/',
  '/support/topic/x/',
  '/support/topic-tag/stripe/',
  '/support/users/x/replies/',
  '/dokan/modules/wholesale/',
  '/feed/',
  '/blog/feed/',
  '/assets/',
  '/sw.js',
  '/favicon.ico',
  '/images/payments.svg',
  '/wp-json/wp/v2/posts',
  '/wp-json/bbpress/v1/topics/',
  '/api/forms/newsletter',
  '/api/docs/search',
  '/api/sales-report/dokan',
  '/api/preview/',
  '/__block-preview/',
  '/index.pageContext.json',
  '/blog/index.pageContext.json',
]

const PIECES = [
  '%',
  '%E0%A4%A',
  '%zz',
  '%C0%AF',
  '%ff%fe',
  '%00',
  '%0a',
  '%0d%0a',
  '%1b',
  '%7f',
  '%2e%2e/',
  '..%2f',
  '%2e%2e%5c',
  '../',
  '..\\',
  '%252e%252e%252f',
  '//',
  '\\',
  '%5c',
  '%2f',
  ';',
  '%3B',
  '@',
  ':',
  '~',
  '*',
  '%u0041',
  '\u00e9',
  '\u{1F600}',
  REFLECTION_MARKER,
  encodeURIComponent(REFLECTION_MARKER),
  '<script>',
  '"onmouseover="x',
  "'",
  'page/0/',
  'page/-1/',
  'page/99999999999/',
  'page/1e9/',
  'page/1/',
]

const OPEN_REDIRECTS = [
  '//evil.example/',
  '/\\evil.example/',
  '/%5cevil.example/',
  '/%2f%2fevil.example/',
  '///evil.example',
  '/\\/evil.example',
  '/%09/evil.example',
  '/.evil.example',
]

const segment = fc.oneof(
  fc.constantFrom(...PIECES),
  fc.stringMatching(/^[a-z0-9-]{1,12}$/),
  fc.integer({ min: 1, max: 2600 }).map((n) => 'a'.repeat(n)),
)

export const hostilePath = fc.oneof(
  {
    weight: 6,
    arbitrary: fc
      .tuple(fc.constantFrom(...SITE_PATHS), fc.array(segment, { minLength: 1, maxLength: 4 }), fc.boolean())
      .map(([base, extra, slash]) => `${base}${extra.join('/')}${slash ? '/' : ''}`),
  },
  { weight: 2, arbitrary: fc.constantFrom(...SITE_PATHS) },
  { weight: 1, arbitrary: fc.constantFrom(...OPEN_REDIRECTS) },
  {
    weight: 1,
    arbitrary: fc.tuple(fc.constantFrom(...SITE_PATHS), fc.constantFrom(...OPEN_REDIRECTS)).map(([base, target]) => `${base.replace(/\/$/, '')}${target}`),
  },
)

const queryValue = fc.oneof(
  fc.constantFrom('1', '0', '-1', '1e9', '99999999999', 'NaN', '', '%', '%E0%A4%A', REFLECTION_MARKER, '"><svg onload=x>', '%00'),
  fc.integer({ min: 1, max: 5000 }).map((n) => 'q'.repeat(n)),
)
const queryKey = fc.constantFrom('page', 'query', 's', 'in', 'lang', 'keyword', 'query-1-page', 'redirect', 'next', 'utm_source', '__proto__', 'x'.repeat(300))

export const hostileQuery = fc.oneof(
  { weight: 2, arbitrary: fc.constant('') },
  {
    weight: 3,
    arbitrary: fc.array(fc.tuple(queryKey, queryValue), { minLength: 1, maxLength: 6 }).map((pairs) => `?${pairs.map(([k, v]) => `${k}=${v}`).join('&')}`),
  },
)

export const hostileMethod = fc.oneof(
  { weight: 8, arbitrary: fc.constant('GET') },
  { weight: 4, arbitrary: fc.constantFrom('HEAD', 'OPTIONS', 'TRACE', 'POST', 'PUT', 'DELETE', 'PATCH', 'PROPFIND', 'CONNECTX') },
)

// Huge headers now and then (two together pass Node's 16 KB limit: a 431 before the app).
const headerValue = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.constantFrom(
      '',
      '=',
      ';;;',
      'site_lang=xx',
      'site_lang=es; site_lang=fr',
      'a=%E0%A4%A',
      'a="unterminated',
      REFLECTION_MARKER,
      `site_lang=${REFLECTION_MARKER}`,
    ),
  },
  { weight: 1, arbitrary: fc.integer({ min: 1, max: 9000 }).map((n) => `c=${'x'.repeat(n)}`) },
)
const acceptLanguage = fc.oneof(
  { weight: 5, arbitrary: fc.constantFrom('', '*', 'es', 'fr-FR,fr;q=0.9', 'xx-YY;q=abc', ';q=1', 'es;q=1e309', ',,,,', REFLECTION_MARKER) },
  { weight: 1, arbitrary: fc.integer({ min: 1, max: 9000 }).map((n) => `es-${'x'.repeat(n)}`) },
)

export const hostileHeaders = fc.record(
  {
    cookie: headerValue,
    'accept-language': acceptLanguage,
    host: fc.constantFrom('evil.example', 'localhost:1', '[::1]', 'a'.repeat(300)),
    'x-forwarded-host': fc.constantFrom('evil.example'),
    origin: fc.constantFrom('https://evil.example', 'null'),
    referer: fc.constantFrom('https://evil.example/'),
  },
  { requiredKeys: [] },
)

export interface HostileRequest {
  method: string
  /** Path and query as sent on the request line (not normalized). */
  target: string
  headers: Record<string, string>
}

export const hostileRequest: fc.Arbitrary<HostileRequest> = fc
  .record({ method: hostileMethod, path: hostilePath, query: hostileQuery, headers: hostileHeaders })
  .map(({ method, path, query, headers }) => ({
    method,
    // A request line carries no raw spaces or control characters: what a client cannot send, the server never sees.
    target: `${path}${query}`.replace(/[\u0000-\u0020\u007f]/g, (ch) => `%${ch.charCodeAt(0).toString(16).padStart(2, '0')}`),
    headers,
  }))

/** What must never be in an answer to a hostile request; null when the answer is fine. */
export function answerProblem(answer: { status: number; body: string; location: string | null }, siteOrigin: string): string | null {
  if (answer.status >= 500) return `answered ${answer.status}`
  if (/\n\s+at .+:\d+:\d+\)?/.test(answer.body) || /node_modules|\/work\/|\/tmp\/|file:\/\//.test(answer.body))
    return 'a stack trace or an internal path in the body'
  if (answer.body.includes(REFLECTION_MARKER)) return 'the input reflected unescaped'
  // A foreign Host (or X-Forwarded-Host) written into a URL the page carries: cache poisoning.
  if (/(?:https?:)?\/\/evil\.example/i.test(answer.body)) return 'a foreign host in a URL of the answer'
  if (answer.location !== null) {
    const target = new URL(answer.location, siteOrigin)
    if (target.origin !== siteOrigin) return `a redirect off the site, to ${answer.location}`
    if (/^(?:[\\/]{2}|\/\\|[a-z][a-z0-9+.-]*:)/i.test(answer.location) && !answer.location.startsWith(siteOrigin))
      return `a redirect that a browser may read as another host: ${answer.location}`
  }
  return null
}
