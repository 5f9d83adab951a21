import { collectDependencies, recordAll, registerPurgeable } from './dependencies.ts'
import { frame, unframe } from './framed-bytes.ts'
import { createLruStore } from './lru-store.ts'
import type { SharedLock, SharedTier } from './shared-store.ts'

/**
 * The site's one cache engine: content answers (cms/transport.ts), block trees
 * (cms/derived-cache.ts) and rendered pages (server/page-cache/page-cache.ts) are each kept by one of these.
 *
 * - **By content, not by clock.** A load runs under `collectDependencies` (cms/dependencies.ts):
 *   the entry keeps the tags of the content it read and the moment it stops being true, and passes
 *   them on to whoever reads it; `purge(tags)`, or a change notice through `purgeDependents`, drops
 *   exactly the entries built from what changed. Lifetimes (`lifetime`) are the safety net.
 * - **One load per key**: concurrent misses share one load (one in-flight map); with a shared
 *   store and `shared.lock`, every instance shares it too (a lock; its holder's result is awaited).
 * - **Stale while revalidate**: past `freshUntil` and before `staleUntil` an entry is served at
 *   once and loaded again behind.
 * - **One shared-store protocol** (REDIS_URL): entries kept there under the same keys, tags and
 *   lifetimes, written only when no purge happened since the load began (the store's generation);
 *   a load here that saw a purge meanwhile keeps nothing.
 * - **One byte-bounded LRU** (`maxBytes`, as `weigh` counts): the least recently used leave first.
 * - **Last good copies** (`lastGood`): a purged or expired entry may stand in for a load that
 *   failed (a page, while the content source is down), never served otherwise.
 */
export interface TaggedCacheOptions<V> {
  maxBytes: number
  /** When a value just loaded stops being fresh, and stops being served at all, given when it was loaded and what it read. */
  lifetime(value: V, loaded: { at: number; expiresAt: number; freshUntil: number }, key: string): { freshUntil: number; staleUntil: number }
  /** What a value weighs in memory, roughly (default: its JSON's length). */
  weigh?: (value: V) => number
  /** Whether a loaded value is kept (default: all); one refused is still shared by the callers waiting for it. */
  keep?: (value: V, key: string) => boolean
  /**
   * The store every instance shares, for the keys `keys` takes (default: all), the values `keep`
   * takes (default: all kept here), with an optional lock so that one instance loads a key at a time.
   */
  shared?: SharedTier<V> & {
    keys?: (key: string) => boolean
    keep?: (value: V) => boolean
    lock?: { ms: number; waitMs: number; pollMs: number }
  }
  /** Purged and expired entries kept (LRU permitting) to stand in for a failed load, for `maxAgeMs` after their load. */
  lastGood?: { maxAgeMs: number; eligible: (value: V, key: string) => boolean }
  now?: () => number
  onRefreshError?: (key: string, error: unknown) => void
}

/** Where an answer came from: this process's store, another instance's (the shared store), or a load now. */
export type CacheSource = 'memory' | 'shared' | 'load'

export interface Cached<V> {
  value: V
  from: CacheSource
}

interface Entry<V> {
  value: V
  loadedAt: number
  freshUntil: number
  staleUntil: number
  tags: ReadonlySet<string>
  expiresAt: number
  bytes: number
  /** Purged or expired: never served as it is, only by `lastGood`. */
  retired: boolean
}

/** An entry as a load or the shared store gave it: each caller records what it depended on itself. */
interface Obtained<V> {
  entry: Entry<V>
  from: CacheSource
}

interface SharedHeader {
  loadedAt: number
  freshUntil: number
  staleUntil: number
  expiresAt: number | null
  tags: string[]
}

/** A value's weight in memory, roughly: its JSON's characters at two bytes each, and the entry around it. */
export const jsonSize = (value: unknown): number => (JSON.stringify(value)?.length ?? 0) * 2 + 64

export function createTaggedCache<V>(options: TaggedCacheOptions<V>) {
  // Read at each call (a test's fake clock is seen).
  const now = options.now ?? (() => Date.now())
  const weigh = options.weigh ?? jsonSize
  const shared = options.shared
  const sharesKey = (key: string) => shared !== undefined && (shared.keys?.(key) ?? true)
  const store = createLruStore<Entry<V>>(options.maxBytes)
  const inFlight = new Map<string, Promise<Obtained<V>>>()
  // A load that was under way when a purge happened may hold what the purge meant to drop.
  let purges = 0

  const usable = (entry: Entry<V>, t: number) => !entry.retired && t < entry.staleUntil
  const fresh = (entry: Entry<V>, t: number) => !entry.retired && t < entry.freshUntil

  async function fromShared(key: string): Promise<Entry<V> | null> {
    const bytes = shared ? await shared.store.get(shared.prefix + key) : null
    if (!bytes) return null
    try {
      const { header, parts } = unframe(bytes)
      const h = header as SharedHeader
      const value = shared!.decode(parts[0]!)
      return { ...h, value, tags: new Set(h.tags), expiresAt: h.expiresAt ?? Infinity, bytes: weigh(value), retired: false }
    } catch (error) {
      console.error(
        `[cache] ${shared!.prefix}${key.slice(0, 200)} in the shared store cannot be read: ${error instanceof Error ? error.message : String(error)}`,
      )
      return null
    }
  }

  function toShared(key: string, entry: Entry<V>, generation: number | null): void {
    if (!shared) return
    const header: SharedHeader = {
      loadedAt: entry.loadedAt,
      freshUntil: entry.freshUntil,
      staleUntil: entry.staleUntil,
      expiresAt: Number.isFinite(entry.expiresAt) ? entry.expiresAt : null,
      tags: [...entry.tags],
    }
    void shared.store.set(shared.prefix + key, frame(header, shared.encode(entry.value)), { ttlMs: entry.staleUntil - now(), tags: entry.tags, generation })
  }

  const keepsLastGood = (value: V, key: string) => options.lastGood?.eligible(value, key) ?? false

  /** Loads `key` afresh and keeps it (here, and for every instance) unless a purge came in between. */
  async function loadAndKeep(key: string, load: () => Promise<V>): Promise<Obtained<V>> {
    const generation = sharesKey(key) ? await shared!.store.generation() : null
    const purgesBefore = purges
    const loaded = await collectDependencies(load)
    const t = now()
    const { freshUntil, staleUntil } = options.lifetime(loaded.value, { at: t, expiresAt: loaded.expiresAt, freshUntil: loaded.freshUntil }, key)
    const entry: Entry<V> = {
      value: loaded.value,
      loadedAt: t,
      freshUntil: Math.min(freshUntil, loaded.expiresAt),
      staleUntil: Math.min(staleUntil, loaded.expiresAt),
      tags: loaded.tags,
      expiresAt: loaded.expiresAt,
      bytes: weigh(loaded.value),
      retired: false,
    }
    if ((options.keep?.(entry.value, key) ?? true) && purges === purgesBefore) {
      if (t < entry.staleUntil) {
        store.set(key, entry)
        if (sharesKey(key) && (shared!.keep?.(entry.value) ?? true)) toShared(key, entry, generation)
      } else if (keepsLastGood(entry.value, key)) {
        // Not to be served (a lifetime of 0, development), but to stand in for a failed load.
        store.set(key, { ...entry, retired: true })
      }
    }
    return { entry, from: 'load' }
  }

  /**
   * A missing (or, `needFresh`, stale) entry: another instance's from the shared store, else
   * loaded here; while another instance holds the key's lock, its result is awaited instead.
   */
  async function obtain(key: string, load: () => Promise<V>, needFresh: boolean): Promise<Obtained<V>> {
    if (!sharesKey(key)) return loadAndKeep(key, load)
    const acceptable = (entry: Entry<V> | null): entry is Entry<V> => entry !== null && (needFresh ? fresh(entry, now()) : usable(entry, now()))
    const adopt = (entry: Entry<V>): Obtained<V> => {
      store.set(key, entry)
      return { entry, from: 'shared' }
    }
    const found = await fromShared(key)
    if (acceptable(found)) return adopt(found)
    if (!shared!.lock) return loadAndKeep(key, load)
    const { ms, waitMs, pollMs } = shared!.lock
    const lockKey = shared!.prefix + key
    let lock: SharedLock | null = await shared!.store.lock(lockKey, ms)
    const giveUpAt = Date.now() + waitMs
    while (!lock && Date.now() < giveUpAt) {
      await new Promise((resolve) => setTimeout(resolve, pollMs))
      const theirs = await fromShared(key)
      if (acceptable(theirs)) return adopt(theirs)
      // The holder finished without keeping anything (an error), or died: take over.
      if (!(await shared!.store.isLocked(lockKey))) lock = await shared!.store.lock(lockKey, ms)
    }
    try {
      // Another instance may have kept it between our look and our lock: look again, holding it.
      const kept = lock ? await fromShared(key) : null
      if (acceptable(kept)) return adopt(kept)
      return await loadAndKeep(key, load)
    } finally {
      await lock?.release()
    }
  }

  function once(key: string, load: () => Promise<V>, needFresh: boolean): Promise<Obtained<V>> {
    const pending = inFlight.get(key)
    if (pending) return pending
    const promise = obtain(key, load, needFresh).finally(() => inFlight.delete(key))
    inFlight.set(key, promise)
    return promise
  }

  function purgeKeys(keys: Iterable<string>): number {
    purges += 1
    let dropped = 0
    const t = now()
    for (const key of keys) {
      const entry = store.peek(key)
      if (!entry || entry.retired) continue
      dropped += 1
      // A purged entry may stay as its last good copy (its bytes count toward the bound as before).
      if (keepsLastGood(entry.value, key) && t - entry.loadedAt <= options.lastGood!.maxAgeMs) entry.retired = true
      else store.delete(key)
    }
    return dropped
  }
  const purge = (tags: Iterable<string>) => purgeKeys(store.keysTagged(tags instanceof Set ? tags : new Set(tags)))
  const clear = () => {
    if (options.lastGood) purgeKeys([...store.keys()])
    else {
      purges += 1
      store.clear()
    }
  }
  const unregister = registerPurgeable({ purge, clear })

  return {
    /** The value of `key`: kept and fresh, kept and stale (loaded again behind), another instance's, or loaded now. */
    async get(key: string, load: () => Promise<V>): Promise<Cached<V>> {
      const t = now()
      const entry = store.get(key)
      if (entry && usable(entry, t)) {
        if (!fresh(entry, t) && !inFlight.has(key)) {
          once(key, load, true).catch((error: unknown) => options.onRefreshError?.(key, error))
        }
        recordAll(entry)
        return { value: entry.value, from: 'memory' }
      }
      // Awaited by each caller in its own scope: every reader records what the entry depended on.
      const obtained = await once(key, load, false)
      recordAll(obtained.entry)
      return { value: obtained.entry.value, from: obtained.from }
    },
    /** The value of `key` when it is kept and fresh, at once (no load, no wait): the page fast path. */
    peek(key: string): V | null {
      const entry = store.get(key)
      return entry && fresh(entry, now()) ? entry.value : null
    },
    /** A copy to stand in for a load that failed: the entry kept for `key`, served or retired, within `lastGood.maxAgeMs` of its load. */
    lastGood(key: string): { value: V; loadedAt: number } | null {
      const entry = store.peek(key)
      if (!entry || !options.lastGood) return null
      if (now() - entry.loadedAt > options.lastGood.maxAgeMs) {
        store.delete(key)
        return null
      }
      return { value: entry.value, loadedAt: entry.loadedAt }
    },
    /** Drops the entries that depend on one of `tags` (retires them, with `lastGood`); how many. */
    purge,
    clear,
    /** Stops taking purges (a cache that is dropped). */
    close: unregister,
    get size() {
      return store.size
    },
    get bytes() {
      return store.bytes
    },
  }
}

export type TaggedCache<V> = ReturnType<typeof createTaggedCache<V>>
