import { render } from 'vike/abort'
import { normalizeError } from './normalize-error.ts'

/**
 * Runs a content call for a page; a failure becomes the page's status (404 for missing content,
 * 503 otherwise) instead of an unhandled rejection, and the log names what failed and why.
 */
export async function orAbort<T>(what: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call()
  } catch (error) {
    const { message, statusCode } = normalizeError(error)
    if (statusCode !== 404) console.error(`${what}: ${message}`)
    throw render(statusCode === 404 ? 404 : 503, message)
  }
}
