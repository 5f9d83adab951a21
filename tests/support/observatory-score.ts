/**
 * The score Mozilla's HTTP Observatory gives a response's headers, computed from its published rules
 * (httpobs/docs/scoring.md: 100 to start, a modifier per test, bonuses only when the rest reaches 90;
 * 100+ is A+). The tests a response can show: CSP, cookies, CORS, Referrer-Policy, HSTS, SRI,
 * X-Content-Type-Options and X-Frame-Options. Redirection (http → https) is the TLS proxy's, in front.
 */
export interface ObservatoryResult {
  score: number
  grade: string
  modifiers: { test: string; result: string; modifier: number }[]
}

const GRADES: [number, string][] = [
  [100, 'A+'],
  [90, 'A'],
  [85, 'A-'],
  [80, 'B+'],
  [70, 'B'],
  [65, 'B-'],
  [60, 'C+'],
  [50, 'C'],
  [45, 'C-'],
  [40, 'D+'],
  [30, 'D'],
  [25, 'D-'],
  [0, 'F'],
]

function parseCsp(header: string | null): Map<string, string[]> | null {
  if (!header) return null
  const policy = new Map<string, string[]>()
  for (const part of header.split(';')) {
    const [name, ...values] = part.trim().split(/\s+/)
    if (name && !policy.has(name.toLowerCase())) policy.set(name.toLowerCase(), values)
  }
  return policy
}

function csp(policy: Map<string, string[]> | null): [string, number] {
  if (!policy) return ['csp-not-implemented', -25]
  const sources = (directive: string) => policy.get(directive) ?? policy.get('default-src') ?? []
  const script = sources('script-src')
  const style = sources('style-src')
  const all = [...policy.values()].flat()
  if (all.some((source) => /^http:/i.test(source) || source === 'http:')) return ['csp-implemented-with-insecure-scheme', -20]
  if (script.includes("'unsafe-inline'") && !script.some((s) => /^'(?:nonce|sha256|sha384|sha512)-/.test(s))) return ['csp-implemented-with-unsafe-inline', -20]
  if (script.includes("'unsafe-eval'")) return ['csp-implemented-with-unsafe-eval', -10]
  if (style.includes("'unsafe-inline'")) return ['csp-implemented-with-unsafe-inline-in-style-src-only', 0]
  if ((policy.get('default-src') ?? []).includes("'none'")) return ['csp-implemented-with-no-unsafe-default-src-none', 10]
  return ['csp-implemented-with-no-unsafe', 5]
}

function cookies(setCookies: string[], hsts: boolean): [string, number] {
  if (setCookies.length === 0) return ['cookies-not-found', 0]
  const flags = setCookies.map((cookie) => cookie.toLowerCase())
  const session = (cookie: string) => !/;\s*(?:max-age|expires)=/.test(cookie)
  if (flags.every((c) => /;\s*secure/.test(c))) {
    if (flags.filter(session).some((c) => !/;\s*httponly/.test(c))) return ['cookies-session-without-httponly-flag', -30]
    return flags.every((c) => /;\s*samesite=(?:strict|lax)/.test(c))
      ? ['cookies-secure-with-httponly-sessions-and-samesite', 5]
      : ['cookies-secure-with-httponly-sessions', 0]
  }
  const sessionInsecure = flags.some((c) => session(c) && !/;\s*secure/.test(c))
  if (hsts)
    return sessionInsecure ? ['cookies-session-without-secure-flag-but-protected-by-hsts', -10] : ['cookies-without-secure-flag-but-protected-by-hsts', -5]
  return sessionInsecure ? ['cookies-session-without-secure-flag', -40] : ['cookies-without-secure-flag', -20]
}

function hsts(header: string | null): [string, number] {
  const maxAge = header ? /max-age=(\d+)/i.exec(header)?.[1] : undefined
  if (!header || maxAge === undefined) return [header ? 'hsts-header-invalid' : 'hsts-not-implemented', -20]
  return Number(maxAge) >= 15_768_000 ? ['hsts-implemented-max-age-at-least-six-months', 0] : ['hsts-implemented-max-age-less-than-six-months', -10]
}

function sri(html: string | null, origin: string): [string, number] {
  if (html === null) return ['sri-not-implemented-response-not-html', 0]
  const scripts = [...html.matchAll(/<script\b([^>]*)>/gi)].map((m) => m[1]!).filter((attrs) => /\bsrc\s*=/.test(attrs))
  if (scripts.length === 0) return ['sri-not-implemented-but-no-scripts-loaded', 0]
  const external = scripts.filter((attrs) => {
    const src = /\bsrc\s*=\s*["']?([^"' >]+)/.exec(attrs)?.[1] ?? ''
    return /^(?:https?:)?\/\//i.test(src) && new URL(src, origin).origin !== origin
  })
  if (external.length === 0) return ['sri-not-implemented-but-all-scripts-loaded-from-secure-origin', 0]
  if (external.some((attrs) => /src\s*=\s*["']?http:/i.test(attrs))) return ['sri-not-implemented-and-external-scripts-not-loaded-securely', -50]
  return external.every((attrs) => /\bintegrity\s*=/.test(attrs))
    ? ['sri-implemented-and-external-scripts-loaded-securely', 5]
    : ['sri-not-implemented-but-external-scripts-loaded-securely', -5]
}

export function observatoryScore(headers: Headers, html: string | null, origin: string): ObservatoryResult {
  const policy = parseCsp(headers.get('content-security-policy'))
  const hstsHeader = headers.get('strict-transport-security')
  const referrer =
    (headers.get('referrer-policy') ?? '')
      .toLowerCase()
      .split(',')
      .map((v) => v.trim())
      .at(-1) ?? ''
  const xfo = (headers.get('x-frame-options') ?? '').toUpperCase()
  const cors = headers.get('access-control-allow-origin')
  const results: [string, [string, number]][] = [
    ['content-security-policy', csp(policy)],
    ['cookies', cookies(headers.getSetCookie(), hstsHeader !== null)],
    [
      'cross-origin-resource-sharing',
      cors === '*' ? ['cross-origin-resource-sharing-implemented-with-public-access', 0] : ['cross-origin-resource-sharing-not-implemented', 0],
    ],
    [
      'referrer-policy',
      ['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin'].includes(referrer)
        ? ['referrer-policy-private', 5]
        : referrer
          ? ['referrer-policy-unsafe', -5]
          : ['referrer-policy-not-implemented', 0],
    ],
    ['strict-transport-security', hsts(hstsHeader)],
    ['subresource-integrity', sri(html, origin)],
    [
      'x-content-type-options',
      headers.get('x-content-type-options')?.toLowerCase() === 'nosniff'
        ? ['x-content-type-options-nosniff', 0]
        : ['x-content-type-options-not-implemented', -5],
    ],
    [
      'x-frame-options',
      policy?.has('frame-ancestors')
        ? ['x-frame-options-implemented-via-csp', 5]
        : xfo === 'DENY' || xfo === 'SAMEORIGIN'
          ? ['x-frame-options-sameorigin-or-deny', 0]
          : ['x-frame-options-not-implemented', -20],
    ],
  ]
  const modifiers = results.map(([test, [result, modifier]]) => ({ test, result, modifier }))
  const penalties = 100 + modifiers.filter((m) => m.modifier < 0).reduce((sum, m) => sum + m.modifier, 0)
  const bonuses = modifiers.filter((m) => m.modifier > 0).reduce((sum, m) => sum + m.modifier, 0)
  const score = Math.max(0, penalties >= 90 ? penalties + bonuses : penalties)
  return { score, grade: GRADES.find(([min]) => score >= min)![1], modifiers }
}
