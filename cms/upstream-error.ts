import { FetchError } from 'ofetch'
import { CmsError } from './cms-error.ts'

/** WordPress answers a page number past the last with 400 and this code: there is no such page. */
const PAST_LAST_PAGE = 'rest_post_invalid_page_number'

/** A failed upstream call as the CmsError that says why: no such content (404), or the source failing (503). */
export function toCmsError(error: unknown, url: string): CmsError {
  const pastLastPage = error instanceof FetchError && error.statusCode === 400 && (error.data as { code?: unknown } | undefined)?.code === PAST_LAST_PAGE
  if (error instanceof FetchError && (error.statusCode === 404 || pastLastPage)) {
    return new CmsError(`Content not found at ${url}`, { status: 404, url, cause: error })
  }
  const reason =
    error instanceof FetchError
      ? error.statusCode
        ? `upstream answered ${error.statusCode}`
        : `no answer (${error.cause instanceof Error ? error.cause.message : error.message})`
      : String(error)
  return new CmsError(`Content request ${url} failed: ${reason}`, { status: 503, url, cause: error })
}
