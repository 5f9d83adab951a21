/**
 * In-memory cache with a time to live, stale-while-revalidate and single flight:
 * - fresh entries are returned as they are;
 * - stale entries (past ttl, within stale window) are returned at once and refreshed in the background;
 * - concurrent misses for one key share one load (one upstream call).
 * Failed loads are not cached, nor values `keep` refuses; a failed background refresh keeps
 * serving the stale value.
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
}

export interface SwrCache<V> {
  get(key: string, load: () => Promise<V>): Promise<V>
  clear(): void
  readonly size: number
}

export function createSwrCache<V>(options: SwrCacheOptions<V>): SwrCache<V> {
  const now = options.now ?? Date.now
  const entries = new Map<string, Entry<V>>()
  const inFlight = new Map<string, Promise<V>>()

  function store(key: string, value: V): void {
    const t = now()
    entries.delete(key) // re-insert so Map order is least-recently-stored first
    entries.set(key, { value, freshUntil: t + options.ttlMs, staleUntil: t + options.ttlMs + options.staleMs })
    while (entries.size > options.maxEntries) {
      const oldest = entries.keys().next().value
      if (oldest === undefined) break
      entries.delete(oldest)
    }
  }

  function loadOnce(key: string, load: () => Promise<V>): Promise<V> {
    const pending = inFlight.get(key)
    if (pending) return pending
    const promise = load()
      .then((value) => {
        if (options.keep?.(value) ?? true) store(key, value)
        return value
      })
      .finally(() => inFlight.delete(key))
    inFlight.set(key, promise)
    return promise
  }

  return {
    async get(key, load) {
      const entry = entries.get(key)
      const t = now()
      if (entry && t < entry.freshUntil) return entry.value
      if (entry && t < entry.staleUntil) {
        loadOnce(key, load).catch((error) => options.onRefreshError?.(key, error))
        return entry.value
      }
      return loadOnce(key, load)
    },
    clear() {
      entries.clear()
    },
    get size() {
      return entries.size
    },
  }
}
