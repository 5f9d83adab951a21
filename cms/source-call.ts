import { FetchError } from 'ofetch'

/**
 * How one call to the content source ended: answered with content that matches its schema (`ok`),
 * or why not. A small, fixed set, so that whoever counts them (the server's metrics) keeps a
 * bounded number of series.
 */
export type SourceCallOutcome = 'ok' | 'timeout' | 'http-4xx' | 'http-5xx' | 'network' | 'schema'

/** One call to the content source, as the content client's observer is told of it. */
export interface SourceCall {
  durationMs: number
  outcome: SourceCallOutcome
}

/** Told of every call made to the content source (not of those the circuit kept back, nor of answers from the cache). */
export type SourceCallObserver = (call: SourceCall) => void

/** The kind of a failed call: no answer in time, an HTTP status other than 2xx (by class), or no answer at all. */
export function failedCallOutcome(error: unknown): Exclude<SourceCallOutcome, 'ok' | 'schema'> {
  if (!(error instanceof FetchError)) return 'network'
  if (error.statusCode) return error.statusCode >= 500 ? 'http-5xx' : 'http-4xx'
  // ofetch's time limit aborts the call with a TimeoutError, which becomes the FetchError's cause.
  const cause = error.cause
  return cause instanceof Error && (cause.name === 'TimeoutError' || cause.name === 'AbortError') ? 'timeout' : 'network'
}
