/**
 * A store every instance of the site shares (Redis: server/redis-store.ts), handed to the caches
 * by the server when REDIS_URL is set. Entries are listed under their content tags, so a purge on
 * any instance drops them for all; each instance's in-process layer hears of purges through
 * `onPurge`. When the store cannot be reached, reads find nothing, writes are skipped and locks
 * are granted: each instance goes on alone, from its own layer.
 */
export interface SharedStore {
  /** The entry's bytes, or null (missing, or the store unreachable). */
  get(key: string): Promise<Buffer | null>
  /**
   * The purge generation now: read before building what `set` will keep, so that what was built
   * from content a purge has since dropped is not kept (null when the store is unreachable).
   */
  generation(): Promise<number | null>
  /** Keeps `value` for `ttlMs`, listed under each of `tags`, unless a purge happened since `generation`. */
  set(key: string, value: Buffer, options: { ttlMs: number; tags: ReadonlySet<string>; generation: number | null }): Promise<void>
  /** Drops every entry listed under one of `tags` and tells every instance; throws when the store cannot be reached. */
  purge(tags: readonly string[]): Promise<void>
  /** Calls `listener` with the tags of every purge, from any instance; returns a function that stops it. */
  onPurge(listener: (tags: string[]) => void): () => void
  /**
   * Takes `key`'s lock for `ttlMs` (renewed while held): the lock, or null when another instance
   * holds it. Granted at once when the store is unreachable.
   */
  lock(key: string, ttlMs: number): Promise<SharedLock | null>
  /** Whether a lock on `key` is held now (false when unreachable). */
  isLocked(key: string): Promise<boolean>
  /**
   * Counts a hit on `key` in a window of `windowMs` that starts with its first hit: the hits so far
   * and the time left, shared by every instance (null when unreachable).
   */
  count(key: string, windowMs: number): Promise<{ hits: number; resetInMs: number } | null>
  /**
   * Records `key` for `ttlMs` unless it is recorded already, for every instance: true the first
   * time, false after (a replayed request), null when unreachable.
   */
  firstSeen(key: string, ttlMs: number): Promise<boolean | null>
}

export interface SharedLock {
  release(): Promise<void>
}

/** Values of one kind in a shared store: their key space and how they become bytes and back. */
export interface SharedTier<V> {
  store: SharedStore
  /** Prefix of this kind's keys (`content:`, `page:`). */
  prefix: string
  encode(value: V): Buffer
  decode(bytes: Buffer): V
}
