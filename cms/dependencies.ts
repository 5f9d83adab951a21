import { AsyncLocalStorage } from 'node:async_hooks'

/**
 * What a piece of cached work depended on, as tags (`item:12`, `list:posts`, `settings:es`…), so
 * that a change in the content source drops exactly the cached answers, block trees and rendered
 * pages it affects. Work run by `collectDependencies` gathers the tags every content request inside
 * it records; caches keep them with their entries (cms/swr-cache.ts).
 *
 * The state lives on globalThis: the server and the built pages each load their own copy of this
 * module, and a render started by one must see the requests made by the other.
 */
interface Shared {
  scopes: AsyncLocalStorage<Set<string>>
  purgeables: Set<(tags: ReadonlySet<string>) => number>
}

const KEY = Symbol.for('site.content-dependencies')
const shared: Shared = ((globalThis as Record<symbol, unknown>)[KEY] as Shared | undefined) ?? { scopes: new AsyncLocalStorage(), purgeables: new Set() }
;(globalThis as Record<symbol, unknown>)[KEY] = shared

/** Adds tags to the work under way (nothing when no work is collecting). */
export function recordDependencies(tags: Iterable<string>): void {
  const scope = shared.scopes.getStore()
  if (scope) for (const tag of tags) scope.add(tag)
}

/** Runs `work`, returning what it produced and every tag recorded while it ran. */
export async function collectDependencies<T>(work: () => Promise<T>): Promise<{ value: T; tags: Set<string> }> {
  const tags = new Set<string>()
  const value = await shared.scopes.run(tags, work)
  return { value, tags }
}

/** A cache that can drop its entries by tag; returns a function that unregisters it. */
export function registerPurgeable(purge: (tags: ReadonlySet<string>) => number): () => void {
  shared.purgeables.add(purge)
  return () => shared.purgeables.delete(purge)
}

/** Drops every cached entry, in every registered cache, that depends on one of `tags`; how many. */
export function purgeDependents(tags: Iterable<string>): number {
  const set = new Set(tags)
  let dropped = 0
  for (const purge of shared.purgeables) dropped += purge(set)
  return dropped
}
