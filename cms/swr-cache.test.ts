import { describe, expect, it, vi } from 'vitest'
import { createSwrCache } from './swr-cache.ts'
import { collectDependencies, purgeDependents, recordDependencies } from './dependencies.ts'

function setup() {
  let t = 0
  const cache = createSwrCache<string>({ ttlMs: 100, staleMs: 1000, maxBytes: 3, sizeOf: () => 1, now: () => t })
  return { cache, advance: (ms: number) => (t += ms) }
}

describe('createSwrCache', () => {
  it('shares one load among concurrent misses', async () => {
    const { cache } = setup()
    const load = vi.fn(async () => 'v')
    const results = await Promise.all(Array.from({ length: 50 }, () => cache.get('k', load)))
    expect(results.every((r) => r === 'v')).toBe(true)
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('serves stale values at once and refreshes them in the background', async () => {
    const { cache, advance } = setup()
    await cache.get('k', async () => 'old')
    advance(150)
    let release!: (v: string) => void
    const slow = vi.fn(() => new Promise<string>((r) => (release = r)))
    expect(await cache.get('k', slow)).toBe('old')
    expect(await cache.get('k', slow)).toBe('old')
    expect(slow).toHaveBeenCalledTimes(1)
    release('new')
    await Promise.resolve()
    await Promise.resolve()
    expect(await cache.get('k', slow)).toBe('new')
  })

  it('loads again once past the stale window, and does not cache failures', async () => {
    const { cache, advance } = setup()
    await cache.get('k', async () => 'a')
    advance(2000)
    await expect(cache.get('k', async () => Promise.reject(new Error('down')))).rejects.toThrow('down')
    expect(await cache.get('k', async () => 'b')).toBe('b')
  })

  it('stores only the values keep accepts, and shares a refused one among concurrent callers', async () => {
    const cache = createSwrCache<string>({ ttlMs: 100, staleMs: 1000, maxBytes: 3, sizeOf: () => 1, keep: (v) => v !== 'not found' })
    const load = vi.fn(async () => 'not found')
    expect(await Promise.all([cache.get('k', load), cache.get('k', load)])).toEqual(['not found', 'not found'])
    expect(load).toHaveBeenCalledTimes(1)
    expect(await cache.get('k', async () => 'page')).toBe('page')
    expect(await cache.get('k', load)).toBe('page')
    expect(cache.size).toBe(1)
  })

  it('evicts the least recently used entries past maxBytes', async () => {
    const { cache } = setup()
    for (const k of ['a', 'b', 'c', 'd']) await cache.get(k, async () => k)
    expect(cache.size).toBe(3)
    const reload = vi.fn(async () => 'a2')
    expect(await cache.get('a', reload)).toBe('a2')
  })
})

describe('dependencies', () => {
  const tagged =
    (value: string, ...tags: string[]) =>
    async () => {
      recordDependencies(tags)
      return value
    }

  it('an entry keeps the tags its load recorded, and hands them to every reader, cached or not', async () => {
    const { cache } = setup()
    const outer = createSwrCache<string>({ ttlMs: 100, staleMs: 0, maxBytes: 3, sizeOf: () => 1 })
    // A page rendered from content: it depends on what the content depended on, read fresh or cached.
    const page = () => outer.get('page', async () => `${await cache.get('a', tagged('A', 'item:1'))}+${await cache.get('b', tagged('B', 'list:posts'))}`)
    const first = await collectDependencies(page)
    expect([...first.tags].sort()).toEqual(['item:1', 'list:posts'])
    const again = await collectDependencies(() => cache.get('a', tagged('never', 'other')))
    expect([...again.tags]).toEqual(['item:1'])
    expect(again.value).toBe('A')
  })

  it('purging a tag drops exactly the entries that depend on it, wherever they are', async () => {
    const content = createSwrCache<string>({ ttlMs: 10_000, staleMs: 0, maxBytes: 10, sizeOf: () => 1 })
    const pages = createSwrCache<string>({ ttlMs: 10_000, staleMs: 0, maxBytes: 10, sizeOf: () => 1 })
    await pages.get('/pricing/', () => content.get('pricing', tagged('P', 'item:101')))
    await pages.get('/about/', () => content.get('about', tagged('A', 'item:102')))
    expect(purgeDependents(['item:101'])).toBe(2)
    expect(await pages.get('/about/', async () => 'rendered again')).toBe('A')
    expect(await pages.get('/pricing/', async () => 'rendered again')).toBe('rendered again')
  })

  it('does not store a load that was under way when a purge happened', async () => {
    const { cache } = setup()
    let release!: (v: string) => void
    const pending = cache.get('k', () => new Promise<string>((r) => (release = r)))
    await vi.waitFor(() => expect(release).toBeDefined()) // the load has begun
    cache.purge(['anything'])
    release('from before the change')
    expect(await pending).toBe('from before the change')
    expect(await cache.get('k', async () => 'after')).toBe('after')
  })
})
