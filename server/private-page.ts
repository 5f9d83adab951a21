import type { renderPage } from 'vike/server'

/** Answers for one visitor (a draft for its editor, a form's outcome): never stored by a cache, never indexed. */
export const PRIVATE_HEADERS = { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex' }

type PageContextInit = Parameters<typeof renderPage>[0] & Record<string, unknown>

/**
 * Renders a page for one visitor, outside the page cache: the page's own headers (its security
 * policy, through `pageHeaders`) and the private ones. Null when the site has no page there.
 */
export function privatePageRenderer(render: typeof renderPage, pageHeaders?: (headers: Headers, html: string) => Headers) {
  return async (pageContextInit: PageContextInit, extraHeaders: Record<string, string> = {}): Promise<Response | null> => {
    const response = (await render(pageContextInit)).httpResponse
    if (!response) return null
    const headers = pageHeaders?.(new Headers(response.headers), response.body) ?? new Headers(response.headers)
    for (const [name, value] of Object.entries({ ...PRIVATE_HEADERS, ...extraHeaders })) headers.set(name, value)
    return new Response(response.body, { status: response.statusCode, headers })
  }
}
