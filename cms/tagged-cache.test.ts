import { describe, expect, it, vi } from 'vitest'
import { createTaggedCache, type TaggedCacheOptions } from './tagged-cache.ts'
import { collectDependencies, purgeDependents, recordDependencies } from './dependencies.ts'

/** Fresh for `freshMs` after its load, served stale for `staleMs` more. */
const lifetime =
  (freshMs: number, staleMs: number): TaggedCacheOptions<unknown>['lifetime'] =>
  (_value, { at }) => ({ freshUntil: at + freshMs, staleUntil: at + freshMs + staleMs })

function cacheOf(options: Partial<TaggedCacheOptions<string>> = {}) {
  return createTaggedCache<string>({ lifetime: lifetime(100, 1000), maxBytes: 3, weigh: () => 1, ...options })
}

function setup() {
  let t = 0
  const cache = cacheOf({ now: () => t })
  const value = async (key: string, load: () => Promise<string>) => (await cache.get(key, load)).value
  return { cache, value, advance: (ms: number) => (t += ms) }
}

describe('the cache engine', () => {
  it('shares one load among concurrent misses, and says where each answer came from', async () => {
    const { cache } = setup()
    const load = vi.fn(async () => 'v')
    const results = await Promise.all(Array.from({ length: 50 }, () => cache.get('k', load)))
    expect(results.every((r) => r.value === 'v' && r.from === 'load')).toBe(true)
    expect(load).toHaveBeenCalledTimes(1)
    expect(await cache.get('k', load)).toEqual({ value: 'v', from: 'memory' })
  })

  it('serves stale values at once and refreshes them in the background', async () => {
    const { value, advance } = setup()
    await value('k', async () => 'old')
    advance(150)
    let release!: (v: string) => void
    const slow = vi.fn(() => new Promise<string>((r) => (release = r)))
    expect(await value('k', slow)).toBe('old')
    expect(await value('k', slow)).toBe('old')
    expect(slow).toHaveBeenCalledTimes(1)
    release('new')
    await vi.waitFor(async () => expect(await value('k', slow)).toBe('new'))
  })

  it('loads again once past the stale window, and does not cache failures', async () => {
    const { value, advance } = setup()
    await value('k', async () => 'a')
    advance(2000)
    await expect(value('k', async () => Promise.reject(new Error('down')))).rejects.toThrow('down')
    expect(await value('k', async () => 'b')).toBe('b')
  })

  it('stores only the values keep accepts, and shares a refused one among concurrent callers', async () => {
    const cache = cacheOf({ keep: (v) => v !== 'not found' })
    const load = vi.fn(async () => 'not found')
    expect((await Promise.all([cache.get('k', load), cache.get('k', load)])).map((r) => r.value)).toEqual(['not found', 'not found'])
    expect(load).toHaveBeenCalledTimes(1)
    expect((await cache.get('k', async () => 'page')).value).toBe('page')
    expect((await cache.get('k', load)).value).toBe('page')
    expect(cache.size).toBe(1)
  })

  it('evicts the least recently used entries past maxBytes', async () => {
    const { value, cache } = setup()
    for (const k of ['a', 'b', 'c', 'd']) await value(k, async () => k)
    expect(cache.size).toBe(3)
    expect(await value('a', async () => 'a2')).toBe('a2')
  })

  it('gives a peek only of a fresh entry, and keeps purged ones as last good copies when told to', async () => {
    let t = 0
    const cache = cacheOf({ now: () => t, lastGood: { maxAgeMs: 500, eligible: (v) => v !== 'error' } })
    await cache.get('k', async () => 'page')
    expect(cache.peek('k')).toBe('page')
    t += 150
    expect(cache.peek('k')).toBeNull() // stale: served by get, with a refresh, never by a peek
    cache.purge([]) // a purge of nothing drops nothing
    await cache.get('p', async () => {
      recordDependencies(['item:1'])
      return 'purged page'
    })
    expect(cache.purge(['item:1'])).toBe(1)
    expect(cache.peek('p')).toBeNull()
    expect(cache.lastGood('p')).toEqual({ value: 'purged page', loadedAt: 150 })
    expect((await cache.get('p', async () => 'rendered again')).value).toBe('rendered again')
    t += 1000
    expect(cache.lastGood('k')).toBeNull() // too old to stand in
  })
})

describe('dependencies', () => {
  const tagged =
    (value: string, ...tags: string[]) =>
    async () => {
      recordDependencies(tags)
      return value
    }

  it('an entry keeps the tags its load recorded, and hands them to every reader, cached, loaded or waited for', async () => {
    const { value } = setup()
    const outer = createTaggedCache<string>({ lifetime: lifetime(100, 0), maxBytes: 3, weigh: () => 1 })
    // A page rendered from content: it depends on what the content depended on, read fresh or cached.
    const page = async () =>
      (await outer.get('page', async () => `${await value('a', tagged('A', 'item:1'))}+${await value('b', tagged('B', 'list:posts'))}`)).value
    const first = await collectDependencies(page)
    expect([...first.tags].sort()).toEqual(['item:1', 'list:posts'])
    const again = await collectDependencies(() => value('a', tagged('never', 'other')))
    expect([...again.tags]).toEqual(['item:1'])
    expect(again.value).toBe('A')
    // Two readers of one load in flight both learn what it read.
    const [one, two] = await Promise.all([
      collectDependencies(() => value('c', tagged('C', 'item:3'))),
      collectDependencies(() => value('c', tagged('C', 'item:3'))),
    ])
    expect([[...one.tags], [...two.tags]]).toEqual([['item:3'], ['item:3']])
  })

  it('what is built from content is fresh as long as the content it read', async () => {
    let t = 0
    const content = cacheOf({ now: () => t })
    const trees = createTaggedCache<string>({
      now: () => t,
      maxBytes: 3,
      weigh: () => 1,
      lifetime: (_v, { at, freshUntil }) => ({ freshUntil: Math.min(freshUntil, at + 5000), staleUntil: at + 5000 }),
    })
    const build = vi.fn(async () => `tree of ${(await content.get('list', async () => `list at ${t}`)).value}`)
    expect((await trees.get('tree', build)).value).toBe('tree of list at 0')
    t += 50
    await trees.get('tree', build)
    expect(build).toHaveBeenCalledTimes(1)
    t += 100 // the list is due to be asked again: so is the tree, built again behind
    await trees.get('tree', build)
    await vi.waitFor(() => expect(build).toHaveBeenCalledTimes(2))
  })

  it('purging a tag drops exactly the entries that depend on it, wherever they are', async () => {
    const content = createTaggedCache<string>({ lifetime: lifetime(10_000, 0), maxBytes: 10, weigh: () => 1 })
    const pages = createTaggedCache<string>({ lifetime: lifetime(10_000, 0), maxBytes: 10, weigh: () => 1 })
    const rendered = async (key: string, load: () => Promise<string>) => (await pages.get(key, load)).value
    await rendered('/pricing/', async () => (await content.get('pricing', tagged('P', 'item:101'))).value)
    await rendered('/about/', async () => (await content.get('about', tagged('A', 'item:102'))).value)
    expect(purgeDependents(['item:101'])).toBe(2)
    expect(await rendered('/about/', async () => 'rendered again')).toBe('A')
    expect(await rendered('/pricing/', async () => 'rendered again')).toBe('rendered again')
  })

  it('does not store a load that was under way when a purge happened', async () => {
    const { value, cache } = setup()
    let release!: (v: string) => void
    const pending = value('k', () => new Promise<string>((r) => (release = r)))
    await vi.waitFor(() => expect(release).toBeDefined()) // the load has begun
    cache.purge(['anything'])
    release('from before the change')
    expect(await pending).toBe('from before the change')
    expect(await value('k', async () => 'after')).toBe('after')
  })
})
