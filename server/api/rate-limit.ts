import type { SharedStore } from '../../cms/shared-store.ts'

/** The most addresses remembered: past it the oldest windows go first (a flood of addresses costs memory no more). */
const MAX_KEYS = 10_000

/**
 * A fixed-window counter per key (a visitor's address): at most `limit` hits per `windowMs`.
 * With a shared store (REDIS_URL) every instance counts in the same window; without one, or while
 * it cannot be reached, this process counts alone (old windows are dropped as they pass).
 */
export function createRateLimit({ limit, windowMs, now = Date.now, shared }: { limit: number; windowMs: number; now?: () => number; shared?: SharedStore }) {
  const windows = new Map<string, { start: number; hits: number }>()
  return {
    /** Counts a hit; null when allowed, else the seconds until the key may try again. */
    async hit(key: string): Promise<number | null> {
      const counted = shared ? await shared.count(`rate:${key}`, windowMs) : null
      if (counted) return counted.hits <= limit ? null : Math.max(1, Math.ceil(counted.resetInMs / 1000))
      return this.hitHere(key)
    },
    /** Counts a hit in this process alone. */
    hitHere(key: string): number | null {
      const t = now()
      let window = windows.get(key)
      if (!window || t - window.start >= windowMs) {
        windows.delete(key) // re-inserted last: the map stays oldest window first
        windows.set(key, (window = { start: t, hits: 0 }))
        for (const oldest of windows.keys()) {
          if (windows.size <= MAX_KEYS) break
          windows.delete(oldest)
        }
      }
      window.hits += 1
      return window.hits <= limit ? null : Math.max(1, Math.ceil((window.start + windowMs - t) / 1000))
    },
  }
}
