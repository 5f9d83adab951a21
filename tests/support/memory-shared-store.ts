import type { SharedLock, SharedStore } from '../../cms/shared-store.ts'

/**
 * The shared store's contract in memory, for the caches' unit tests (two caches on one of these
 * behave as two instances on one Redis). The Redis store itself is tested against a real Redis
 * (server/redis-store.test.ts). `down` makes it behave as an unreachable store.
 */
export function memorySharedStore(now: () => number = Date.now) {
  const entries = new Map<string, { value: Buffer; until: number }>()
  const tagged = new Map<string, Set<string>>()
  const locks = new Map<string, { token: symbol; until: number }>()
  const listeners = new Set<(tags: string[]) => void>()
  const counters = new Map<string, { hits: number; until: number }>()
  const seen = new Map<string, number>()
  let generation = 0
  const state = { down: false }

  const store: SharedStore = {
    async get(key) {
      const entry = entries.get(key)
      return !state.down && entry && now() < entry.until ? entry.value : null
    },
    async generation() {
      return state.down ? null : generation
    },
    async set(key, value, { ttlMs, tags, generation: since }) {
      if (state.down || since === null || since !== generation) return
      entries.set(key, { value, until: now() + ttlMs })
      for (const tag of tags) tagged.set(tag, (tagged.get(tag) ?? new Set()).add(key))
    },
    async purge(tags) {
      if (state.down) throw new Error('unreachable')
      generation += 1
      for (const tag of tags) for (const key of tagged.get(tag) ?? []) entries.delete(key)
      for (const listener of listeners) listener([...tags])
    },
    onPurge(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    async lock(key, ttlMs) {
      if (state.down) return { release: async () => {} }
      const held = locks.get(key)
      if (held && now() < held.until) return null
      const token = Symbol(key)
      locks.set(key, { token, until: now() + ttlMs })
      const lock: SharedLock = {
        async release() {
          if (locks.get(key)?.token === token) locks.delete(key)
        },
      }
      return lock
    },
    async count(key, windowMs) {
      if (state.down) return null
      let window = counters.get(key)
      if (!window || now() >= window.until) counters.set(key, (window = { hits: 0, until: now() + windowMs }))
      window.hits += 1
      return { hits: window.hits, resetInMs: window.until - now() }
    },
    async firstSeen(key, ttlMs) {
      if (state.down) return null
      const until = seen.get(key)
      if (until !== undefined && now() < until) return false
      seen.set(key, now() + ttlMs)
      return true
    },
    async isLocked(key) {
      const held = locks.get(key)
      return !state.down && held !== undefined && now() < held.until
    },
  }
  return { store, state, entries, locks }
}
