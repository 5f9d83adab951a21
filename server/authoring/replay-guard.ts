import type { SharedStore } from '../../cms/shared-store.ts'
import { SIGNATURE_TOLERANCE_MS } from './signatures.ts'

/**
 * Signed requests already taken, so that one captured and sent again is refused while its
 * signature would still hold. A signature is good from 5 minutes before its time to 5 minutes
 * after (SIGNATURE_TOLERANCE_MS), so each is remembered for 10. With a shared store (REDIS_URL)
 * every instance remembers what any of them took; without one, or while it cannot be reached,
 * this process remembers alone.
 */
export const REPLAY_MEMORY_MS = 2 * SIGNATURE_TOLERANCE_MS

export type ReplayGuard = ReturnType<typeof createReplayGuard>

export function createReplayGuard({ shared, now = Date.now }: { shared?: SharedStore; now?: () => number } = {}) {
  /** Key → when it may be forgotten; in insertion order, which is expiry order (one lifetime for all). */
  const taken = new Map<string, number>()
  return {
    /** True the first time `key` is seen, false when it was taken before (a replay). */
    async firstSeen(key: string): Promise<boolean> {
      const everywhere = shared ? await shared.firstSeen(`signed:${key}`, REPLAY_MEMORY_MS) : null
      if (everywhere !== null) return everywhere
      const t = now()
      for (const [old, until] of taken) {
        if (until > t) break
        taken.delete(old)
      }
      if (taken.has(key)) return false
      taken.set(key, t + REPLAY_MEMORY_MS)
      return true
    },
  }
}
