/**
 * A map bounded by bytes: past `maxBytes` the least recently used entries leave first. Each entry
 * says what it weighs and which content tags it was built from, so that a purge can find it.
 * The building block of the site's in-process caches (content, block trees, pages).
 */
export interface Weighed {
  /** What the entry holds in memory, roughly, in bytes. */
  readonly bytes: number
  readonly tags: ReadonlySet<string>
}

export interface LruStore<E extends Weighed> {
  /** The entry, now the most recently used. */
  get(key: string): E | undefined
  /** The entry, its place in the order left as it is. */
  peek(key: string): E | undefined
  set(key: string, entry: E): void
  delete(key: string): boolean
  /** The keys of the entries built from one of `tags`. */
  keysTagged(tags: ReadonlySet<string>): string[]
  clear(): void
  keys(): IterableIterator<string>
  readonly size: number
  readonly bytes: number
}

export function createLruStore<E extends Weighed>(maxBytes: number): LruStore<E> {
  // Map order is the recency order: an entry used is moved to the end.
  const entries = new Map<string, E>()
  let bytes = 0

  const remove = (key: string): boolean => {
    const entry = entries.get(key)
    if (!entry) return false
    entries.delete(key)
    bytes -= entry.bytes
    return true
  }

  return {
    get(key) {
      const entry = entries.get(key)
      if (entry) {
        entries.delete(key)
        entries.set(key, entry)
      }
      return entry
    },
    peek: (key) => entries.get(key),
    set(key, entry) {
      remove(key)
      // An entry larger than the whole store is not kept at all.
      if (entry.bytes > maxBytes) return
      entries.set(key, entry)
      bytes += entry.bytes
      for (const oldest of entries.keys()) {
        if (bytes <= maxBytes) break
        remove(oldest)
      }
    },
    delete: remove,
    keysTagged(tags) {
      const keys: string[] = []
      for (const [key, entry] of entries) {
        for (const tag of entry.tags) {
          if (tags.has(tag)) {
            keys.push(key)
            break
          }
        }
      }
      return keys
    },
    clear() {
      entries.clear()
      bytes = 0
    },
    keys: () => entries.keys(),
    get size() {
      return entries.size
    },
    get bytes() {
      return bytes
    },
  }
}
