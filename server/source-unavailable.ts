import { CmsError } from '../cms/cms-error.ts'

/** What a 503 asks clients to wait before trying again: the cms client probes the source every 5 s. */
export const RETRY_AFTER_SECONDS = 30

/**
 * The answer `build` makes; or, when the content source fails it, `unavailable` as a 503 that asks
 * to come back in RETRY_AFTER_SECONDS, with a log line under `log` that names the cause.
 */
export async function orSourceUnavailable(log: string, build: () => Promise<Response>, unavailable: () => Response): Promise<Response> {
  try {
    return await build()
  } catch (error) {
    if (!(error instanceof CmsError)) throw error
    console.error(`${log}: ${error.message}`)
    const answer = unavailable()
    answer.headers.set('Retry-After', String(RETRY_AFTER_SECONDS))
    return answer
  }
}
