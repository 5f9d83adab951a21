import type { MiddlewareHandler } from 'hono'

/** Paths that are files or APIs, not pages: they keep their exact form. */
const NOT_A_PAGE = /^\/(?:assets|wp-json|api)\/|\.[a-z0-9]{1,8}$/i

/** SPEC §2: routes end with a slash. `/about?x=1` → 301 `/about/?x=1`. */
export const trailingSlash: MiddlewareHandler = async (c, next) => {
  const url = new URL(c.req.url)
  if ((c.req.method === 'GET' || c.req.method === 'HEAD') && !url.pathname.endsWith('/') && !NOT_A_PAGE.test(url.pathname)) {
    // Collapse leading slashes so that `//evil.example` cannot become a protocol-relative redirect.
    const pathname = `${url.pathname.replace(/^\/+/, '/')}/`
    return c.redirect(`${pathname}${url.search}`, 301)
  }
  await next()
}
