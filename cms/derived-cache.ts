import { createSwrCache } from './swr-cache.ts'
import { recordExpiry } from './dependencies.ts'

export interface DerivedCacheOptions {
  /** What the in-process cache of block trees and other things built from content may hold (default 16 MB). */
  derivedMaxBytes?: number
  now?: () => number
}

/**
 * Things built from content (block trees), cached with the content they were built from: dropped
 * when it changes, never kept past the moment they stop being true. In this process only.
 */
export function createDerivedCache(options: DerivedCacheOptions) {
  const cache = createSwrCache<unknown>({
    ttlMs: 60 * 60_000,
    staleMs: 0,
    maxBytes: options.derivedMaxBytes ?? 16 * 1024 * 1024,
    now: options.now,
  })
  const now = options.now ?? Date.now

  /**
   * `build`'s result, cached under `key` with the content it read (cms/swr-cache.ts): a block tree
   * is built once per markup, and dropped when the content it shows changes.
   */
  function derived<T>(key: string, build: () => Promise<T>): Promise<T> {
    return cache.get(key, build) as Promise<T>
  }

  /**
   * What is being built from content stops being true at `at` (ms since the epoch): a campaign's
   * or a countdown's end, the day a job's deadline passes. A cached page or block tree built now
   * is kept no longer. Moments already past are ignored.
   */
  function validUntil(at: number): void {
    if (at > now()) recordExpiry(at)
  }

  // Functions, not methods: the client hands `derived` and `validUntil` on and keeps `clear` for its clearCache.
  return { derived, validUntil, clear: () => cache.clear() }
}
