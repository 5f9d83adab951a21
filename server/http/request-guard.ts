import type { MiddlewareHandler } from 'hono'

/**
 * What a request line must be before anything routes it. A scanner's mutated URLs (broken
 * percent-encoding, NUL and control characters, backslashes, overlong paths) are answered here,
 * deliberately and without reflecting them, instead of failing deep inside a router or a decoder.
 */

/** Longer paths and queries are no page of this site (and would echo into redirects and logs). */
export const MAX_PATH_LENGTH = 2048
export const MAX_QUERY_LENGTH = 4096

export interface TargetProblem {
  status: 400 | 414
  reason: string
}

/** Why the request target (path and query as sent) is refused, or null when it may be routed. */
export function targetProblem(target: string): TargetProblem | null {
  if (!target.startsWith('/')) return { status: 400, reason: 'the request target is not a path' }
  const queryAt = target.indexOf('?')
  const path = queryAt === -1 ? target : target.slice(0, queryAt)
  const query = queryAt === -1 ? '' : target.slice(queryAt + 1)
  if (path.length > MAX_PATH_LENGTH) return { status: 414, reason: `a path longer than ${MAX_PATH_LENGTH} characters` }
  if (query.length > MAX_QUERY_LENGTH) return { status: 414, reason: `a query longer than ${MAX_QUERY_LENGTH} characters` }
  if (/%(?![0-9a-f]{2})/i.test(target)) return { status: 400, reason: 'malformed percent-encoding' }
  // A browser turns `\` into `/`: a raw one (`/\evil.example`) is only ever an attempt at another host.
  if (path.includes('\\')) return { status: 400, reason: 'a backslash in the path' }
  let decoded: string
  try {
    decoded = decodeURIComponent(path)
    for (const pair of query.split('&')) decodeURIComponent(pair.replace(/\+/g, ' '))
  } catch {
    return { status: 400, reason: 'percent-encoding that is not UTF-8' }
  }
  if (/[\u0000-\u001f\u007f]/.test(decoded)) return { status: 400, reason: 'a control character in the path' }
  return null
}

/** The plain answer to a refused request: says what is wrong, never echoes the request. */
export function refusal(problem: TargetProblem): Response {
  const title = problem.status === 414 ? 'URI Too Long' : 'Bad Request'
  return new Response(`${problem.status} ${title}: ${problem.reason}.\n`, {
    status: problem.status,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' },
  })
}

/** The same rules inside the app (in-process requests, tests); the node handler applies them to the raw line first. */
export const requestGuard: MiddlewareHandler = async (c, next) => {
  const url = new URL(c.req.url)
  const problem = targetProblem(`${url.pathname}${url.search}`)
  if (problem) return refusal(problem)
  await next()
}
