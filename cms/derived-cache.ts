import { createTaggedCache, jsonSize } from './tagged-cache.ts'
import { recordExpiry } from './dependencies.ts'

export interface DerivedCacheOptions {
  /** What the in-process cache of block trees and other things built from content may hold (default 16 MB). */
  derivedMaxBytes?: number
  now?: () => number
}

/** How long a tree built from nothing that changes by itself is kept unless its content changes. */
const DERIVED_LIFETIME_MS = 60 * 60_000

/**
 * Things built from content (block trees), cached with the content they were built from: dropped
 * when it changes, asked for again when the content it read is (so a list of catalog entries
 * follows the content cache), never kept past the moment they stop being true. In this process only.
 */
export function createDerivedCache(options: DerivedCacheOptions) {
  const cache = createTaggedCache<unknown>({
    // Fresh while the content it read is; served while it is built again behind, for an hour at most.
    lifetime: (_built, { at, freshUntil }) => ({ freshUntil: Math.min(freshUntil, at + DERIVED_LIFETIME_MS), staleUntil: at + DERIVED_LIFETIME_MS }),
    // A tree keeps its blocks' rendered HTML beside it (blocks/render/prerender-blocks.ts): about its own size again.
    weigh: (built) => 2 * jsonSize(built),
    maxBytes: options.derivedMaxBytes ?? 16 * 1024 * 1024,
    now: options.now,
    onRefreshError: (key, error) => console.error(`[cms] rebuilding ${key.slice(0, 200)} failed:`, error),
  })
  const now = options.now ?? Date.now

  /**
   * `build`'s result, cached under `key` with the content it read (cms/tagged-cache.ts): a block
   * tree is built once per markup and what it was resolved with, and dropped when the content it shows changes.
   */
  async function derived<T>(key: string, build: () => Promise<T>): Promise<T> {
    return (await cache.get(key, build)).value as T
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
