import { AsyncLocalStorage } from 'node:async_hooks'

/**
 * What a piece of cached work depended on, so that a change in the content source drops exactly
 * the cached answers, block trees and rendered pages it affects:
 * - tags (`item:12`, `list:posts`, `settings:es`…) name the content it was built from;
 * - an expiry names the moment it stops being true by itself (a campaign's or a countdown's end,
 *   a job deadline's day), so that nothing built from it is kept past that moment;
 * - a freshness names the moment the content it read is due to be asked again (the content
 *   cache's lifetime), so that what is built from content follows it (block trees).
 * Work run by `collectDependencies` gathers what every content request inside it records; caches
 * keep it with their entries (cms/tagged-cache.ts) and record it again for whoever reads them.
 *
 * One copy per process: the server creates the content client and hands it to the pages, which
 * import no content client of their own.
 */
export interface Dependencies {
  tags: Set<string>
  /** The earliest moment (ms since the epoch) what was built stops being true; Infinity for none. */
  expiresAt: number
  /** The earliest moment the content it read is to be asked again; Infinity for none. */
  freshUntil: number
}

const scopes = new AsyncLocalStorage<Dependencies>()
const purgeables = new Set<Purgeable>()

/** Adds tags to the work under way (nothing when no work is collecting). */
export function recordDependencies(tags: Iterable<string>): void {
  const scope = scopes.getStore()
  if (scope) for (const tag of tags) scope.tags.add(tag)
}

/** What the work under way builds stops being true at `at` (ms since the epoch). */
export function recordExpiry(at: number): void {
  const scope = scopes.getStore()
  if (scope && at < scope.expiresAt) scope.expiresAt = at
}

/** Records what a cached entry depended on, and until when it is fresh, for whoever reads it now. */
export function recordAll(entry: { tags: Iterable<string>; expiresAt: number; freshUntil: number }): void {
  recordDependencies(entry.tags)
  recordExpiry(entry.expiresAt)
  const scope = scopes.getStore()
  if (scope && entry.freshUntil < scope.freshUntil) scope.freshUntil = entry.freshUntil
}

/** Runs `work`, returning what it produced and everything it depended on. */
export async function collectDependencies<T>(work: () => Promise<T>): Promise<{ value: T } & Dependencies> {
  const scope: Dependencies = { tags: new Set(), expiresAt: Infinity, freshUntil: Infinity }
  const value = await scopes.run(scope, work)
  return { value, ...scope }
}

/** A cache of this process that depends on content: it drops entries by tag, or everything. */
export interface Purgeable {
  /** Drops the entries that depend on one of `tags`; returns how many. */
  purge(tags: ReadonlySet<string>): number
  clear(): void
}

/** Registers a cache for purges; returns a function that unregisters it. */
export function registerPurgeable(cache: Purgeable): () => void {
  purgeables.add(cache)
  return () => purgeables.delete(cache)
}

/** Drops every cached entry, in every registered cache of this process, that depends on one of `tags`; how many. */
export function purgeDependents(tags: Iterable<string>): number {
  const set = new Set(tags)
  let dropped = 0
  for (const cache of purgeables) dropped += cache.purge(set)
  return dropped
}

/** Empties every registered cache of this process (after their shared store may have missed purges). */
export function purgeEverything(): void {
  for (const cache of purgeables) cache.clear()
}
