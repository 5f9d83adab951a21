import { collectDependencies, recordDependencies, registerPurgeable } from './dependencies.ts'

/**
 * In-memory cache with a time to live, stale-while-revalidate and single flight:
 * - fresh entries are returned as they are;
 * - stale entries (past ttl, within stale window) are returned at once and refreshed in the background;
 * - concurrent misses for one key share one load (one upstream call).
 * Failed loads are not cached, nor values `keep` refuses; a failed background refresh keeps
 * serving the stale value.
 *
 * Each entry keeps the dependency tags its load recorded (cms/dependencies.ts) and passes them on
 * to whoever reads it, so a page rendered from cached content depends on that content too;
 * `purge(tags)` (or a content-change notice, through purgeDependents) drops the entries that
 * depend on any of them.
 */
export interface SwrCacheOptions<V> {
  ttlMs: number
  staleMs: number
  maxEntries: number
  now?: () => number
  onRefreshError?: (key: string, error: unknown) => void
  /** Whether a loaded value is stored (default: all); a refused one is still shared by its callers. */
  keep?: (value: V) => boolean
}

interface Entry<V> {
  value: V
  freshUntil: number
  staleUntil: number
  tags: ReadonlySet<string>
}

interface Loaded<V> {
  value: V
  tags: ReadonlySet<string>
}

export interface SwrCache<V> {
  get(key: string, load: () => Promise<V>): Promise<V>
  /** Drops the entries that depend on one of `tags`; returns how many. */
  purge(tags: Iterable<string>): number
  clear(): void
  readonly size: number
}

export function createSwrCache<V>(options: SwrCacheOptions<V>): SwrCache<V> {
  const now = options.now ?? Date.now
  const entries = new Map<string, Entry<V>>()
  const inFlight = new Map<string, Promise<Loaded<V>>>()
  // A load that was under way when a purge happened may hold what the purge meant to drop.
  let purges = 0

  function store(key: string, loaded: Loaded<V>): void {
    const t = now()
    entries.delete(key) // re-insert so Map order is least-recently-stored first
    entries.set(key, { ...loaded, freshUntil: t + options.ttlMs, staleUntil: t + options.ttlMs + options.staleMs })
    while (entries.size > options.maxEntries) {
      const oldest = entries.keys().next().value
      if (oldest === undefined) break
      entries.delete(oldest)
    }
  }

  function loadOnce(key: string, load: () => Promise<V>): Promise<Loaded<V>> {
    const pending = inFlight.get(key)
    if (pending) return pending
    const purgesBefore = purges
    const promise = collectDependencies(load)
      .then((loaded) => {
        if ((options.keep?.(loaded.value) ?? true) && purges === purgesBefore) store(key, loaded)
        return loaded
      })
      .finally(() => inFlight.delete(key))
    inFlight.set(key, promise)
    return promise
  }

  function purge(tags: Iterable<string>): number {
    const wanted = new Set(tags)
    purges += 1
    let dropped = 0
    for (const [key, entry] of entries) {
      if ([...entry.tags].some((tag) => wanted.has(tag))) {
        entries.delete(key)
        dropped += 1
      }
    }
    return dropped
  }
  registerPurgeable(purge)

  return {
    async get(key, load) {
      const entry = entries.get(key)
      const t = now()
      if (entry && t < entry.staleUntil) {
        if (t >= entry.freshUntil) loadOnce(key, load).catch((error) => options.onRefreshError?.(key, error))
        recordDependencies(entry.tags)
        return entry.value
      }
      const loaded = await loadOnce(key, load)
      recordDependencies(loaded.tags)
      return loaded.value
    },
    purge,
    clear() {
      entries.clear()
    },
    get size() {
      return entries.size
    },
  }
}
