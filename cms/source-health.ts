import { FetchError } from 'ofetch'

export interface SourceHealthOptions {
  /** After a failed call, how long the source is not asked again (calls fail at once; default 5 s). */
  retryAfterMs?: number
  now?: () => number
}

/**
 * Whether the content source is failing (unreachable, too slow, answering 5xx), since when, and when
 * it is asked again: the content client's circuit breaker. While it fails, calls fail at once instead
 * of each waiting for the time limit: a render costs one time limit at most, and the source is probed
 * again every `retryAfterMs`.
 */
export function createSourceHealth(options: SourceHealthOptions) {
  const now = options.now ?? Date.now
  const retryAfterMs = options.retryAfterMs ?? 5_000
  let failingSince: number | null = null
  let retryAt = 0

  return {
    /** Since when the content source has been failing (ms since the epoch), or null while it answers. */
    get failingSince(): number | null {
      return failingSince
    },

    /** Since when calls have been refused, if they are at `t` (failing, and not yet time to ask again); else null. */
    refusingSince(t = now()): number | null {
      return failingSince !== null && t < retryAt ? failingSince : null
    },

    /** A failed call: a refused one (4xx) says nothing of the source, any other failure trips the breaker. */
    noteFailure(error: unknown, url: string): void {
      const sourceDown = !(error instanceof FetchError) || !error.statusCode || error.statusCode >= 500
      if (!sourceDown) return
      const t = now()
      if (failingSince === null) console.error(`[cms] the content source is failing (${url}): not asked again for ${retryAfterMs / 1000} s at a time`)
      failingSince ??= t
      retryAt = t + retryAfterMs
    },

    noteSuccess(): void {
      if (failingSince === null) return
      console.warn(`[cms] the content source answers again, after ${Math.round((now() - failingSince) / 1000)} s`)
      failingSince = null
    },
  }
}

export type SourceHealth = ReturnType<typeof createSourceHealth>
