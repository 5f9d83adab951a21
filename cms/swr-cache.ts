import { collectDependencies, recordAll, registerPurgeable } from './dependencies.ts'
import { frame, unframe } from './framed-bytes.ts'
import { createLruStore } from './lru-store.ts'
import type { SharedTier } from './shared-store.ts'

/**
 * A cache with a time to live, stale-while-revalidate and single flight:
 * - fresh entries are returned as they are;
 * - stale entries (past ttl, within the stale window) are returned at once and refreshed in the background;
 * - concurrent misses for one key share one load (one upstream call).
 * Failed loads are not cached, nor values `keep` refuses; a failed background refresh keeps
 * serving the stale value. It holds at most `maxBytes` (as `sizeOf` weighs values): the least
 * recently used entries leave first.
 *
 * Each entry keeps what its load depended on (cms/dependencies.ts: tags and an expiry) and passes
 * it on to whoever reads it, so a page rendered from cached content depends on that content too;
 * `purge(tags)` (or a content-change notice, through purgeDependents) drops the entries that
 * depend on any of them, and no entry is served past its expiry.
 *
 * With a shared tier (REDIS_URL), entries are also kept there for every instance, under the same
 * keys, tags and lifetimes; this process's entries stay in front of it.
 */
export interface SwrCacheOptions<V> {
  ttlMs: number
  staleMs: number
  maxBytes: number
  /** What a value weighs in memory, roughly (default: its JSON's length). */
  sizeOf?: (value: V) => number
  now?: () => number
  onRefreshError?: (key: string, error: unknown) => void
  /** Whether a loaded value is stored (default: all); a refused one is still shared by its callers. */
  keep?: (value: V) => boolean
  shared?: SharedTier<V>
}

interface Entry<V> {
  value: V
  freshUntil: number
  staleUntil: number
  tags: ReadonlySet<string>
  expiresAt: number
  bytes: number
}

export interface SwrCache<V> {
  get(key: string, load: () => Promise<V>): Promise<V>
  /** Drops the entries that depend on one of `tags`; returns how many. */
  purge(tags: Iterable<string>): number
  clear(): void
  readonly size: number
  readonly bytes: number
}

interface SharedHeader {
  freshUntil: number
  staleUntil: number
  expiresAt: number | null
  tags: string[]
}

/** A value's weight in memory, roughly: its JSON's characters at two bytes each, and the entry around it. */
export const jsonSize = (value: unknown): number => (JSON.stringify(value)?.length ?? 0) * 2 + 64

export function createSwrCache<V>(options: SwrCacheOptions<V>): SwrCache<V> {
  const now = options.now ?? Date.now
  const sizeOf = options.sizeOf ?? jsonSize
  const shared = options.shared
  const store = createLruStore<Entry<V>>(options.maxBytes)
  const inFlight = new Map<string, Promise<Entry<V>>>()
  const refreshing = new Set<string>()
  // A load that was under way when a purge happened may hold what the purge meant to drop.
  let purges = 0

  const entryOf = (value: V, tags: ReadonlySet<string>, expiresAt: number, t: number): Entry<V> => ({
    value,
    tags,
    expiresAt,
    freshUntil: Math.min(t + options.ttlMs, expiresAt),
    staleUntil: Math.min(t + options.ttlMs + options.staleMs, expiresAt),
    bytes: sizeOf(value),
  })

  async function fromShared(key: string): Promise<Entry<V> | null> {
    if (!shared) return null
    const bytes = await shared.store.get(shared.prefix + key)
    if (!bytes) return null
    try {
      const { header, parts } = unframe(bytes)
      const h = header as SharedHeader
      const value = shared.decode(parts[0]!)
      return { value, tags: new Set(h.tags), freshUntil: h.freshUntil, staleUntil: h.staleUntil, expiresAt: h.expiresAt ?? Infinity, bytes: sizeOf(value) }
    } catch (error) {
      console.error(
        `[cache] ${shared.prefix}${key.slice(0, 200)} in the shared store cannot be read: ${error instanceof Error ? error.message : String(error)}`,
      )
      return null
    }
  }

  function toShared(key: string, entry: Entry<V>, generation: number | null): void {
    if (!shared) return
    const header: SharedHeader = {
      freshUntil: entry.freshUntil,
      staleUntil: entry.staleUntil,
      expiresAt: Number.isFinite(entry.expiresAt) ? entry.expiresAt : null,
      tags: [...entry.tags],
    }
    void shared.store.set(shared.prefix + key, frame(header, shared.encode(entry.value)), { ttlMs: entry.staleUntil - now(), tags: entry.tags, generation })
  }

  /** Loads `key` afresh, keeping the result here (and in the shared tier) unless a purge came in between. */
  async function load(key: string, loader: () => Promise<V>): Promise<Entry<V>> {
    const generation = shared ? await shared.store.generation() : null
    const purgesBefore = purges
    const loaded = await collectDependencies(loader)
    const entry = entryOf(loaded.value, loaded.tags, loaded.expiresAt, now())
    if ((options.keep?.(loaded.value) ?? true) && purges === purgesBefore && now() < entry.staleUntil) {
      store.set(key, entry)
      toShared(key, entry, generation)
    }
    return entry
  }

  /** A missing entry: another instance's (shared tier), else loaded; one at a time per key. */
  function fetchOnce(key: string, loader: () => Promise<V>): Promise<Entry<V>> {
    const pending = inFlight.get(key)
    if (pending) return pending
    const promise = (async () => {
      const found = await fromShared(key)
      if (found && now() < found.staleUntil) {
        store.set(key, found)
        return found
      }
      return load(key, loader)
    })().finally(() => inFlight.delete(key))
    inFlight.set(key, promise)
    return promise
  }

  function refreshInBackground(key: string, loader: () => Promise<V>): void {
    if (refreshing.has(key) || inFlight.has(key)) return
    refreshing.add(key)
    load(key, loader)
      .catch((error) => options.onRefreshError?.(key, error))
      .finally(() => refreshing.delete(key))
  }

  function purge(tags: Iterable<string>): number {
    purges += 1
    const keys = store.keysTagged(tags instanceof Set ? tags : new Set(tags))
    for (const key of keys) store.delete(key)
    return keys.length
  }
  function clear(): void {
    purges += 1
    store.clear()
  }
  registerPurgeable({ purge, clear })

  return {
    async get(key, loader) {
      const t = now()
      let entry = store.get(key)
      if (!entry || t >= entry.staleUntil) entry = await fetchOnce(key, loader)
      // Stale here, or as another instance left it in the shared tier: served now, refreshed behind.
      if (now() >= entry.freshUntil) refreshInBackground(key, loader)
      recordAll(entry)
      return entry.value
    },
    purge,
    clear,
    get size() {
      return store.size
    },
    get bytes() {
      return store.bytes
    },
  }
}
