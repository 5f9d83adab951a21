/** A content request that failed: `status` is what the site should answer (404, 502 or 503). */
export class CmsError extends Error {
  readonly status: 404 | 502 | 503
  readonly url: string

  constructor(message: string, options: { status: 404 | 502 | 503; url: string; cause?: unknown }) {
    super(message, { cause: options.cause })
    this.name = 'CmsError'
    this.status = options.status
    this.url = options.url
  }
}

/**
 * Whether `error` is the content client's "no such content" (404). By name, not class: the pages'
 * bundle holds its own copy of this module, and the client that threw is the server's.
 */
export function isContentNotFound(error: unknown): boolean {
  return error instanceof Error && error.name === 'CmsError' && (error as CmsError).status === 404
}
