import type { MiddlewareHandler } from 'hono'

/**
 * Whether the browser sent this request ahead of the visitor: a prefetch (`Sec-Purpose: prefetch`),
 * a prerender's navigation, or anything a prerendering page asks for (`prefetch;prerender`).
 */
export const isSpeculative = (secPurpose: string | undefined): boolean => /^\s*prefetch\b/i.test(secPurpose ?? '')

/**
 * A request made ahead of the visitor may read, never act: a page or a file is answered exactly as
 * for a visitor (the server does nothing else for a GET: no cookie, no count, no log), and anything
 * that records something (an affiliate visit, a form) is refused until a visitor sends it from a
 * page they see. The page script already waits for that (browser/when-shown.ts); this holds for
 * any script that would not.
 */
export const speculativeRequests: MiddlewareHandler = async (c, next) => {
  if (c.req.method === 'GET' || c.req.method === 'HEAD' || !isSpeculative(c.req.header('sec-purpose'))) return next()
  return c.text('425 Too Early: this request was sent ahead of the visitor (Sec-Purpose: prefetch); send it from a page that is shown.\n', 425, {
    'Cache-Control': 'no-store',
  })
}
