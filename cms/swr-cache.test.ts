import { describe, expect, it, vi } from 'vitest'
import { createSwrCache } from './swr-cache.ts'

function setup() {
  let t = 0
  const cache = createSwrCache<string>({ ttlMs: 100, staleMs: 1000, maxEntries: 3, now: () => t })
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
    const cache = createSwrCache<string>({ ttlMs: 100, staleMs: 1000, maxEntries: 3, keep: (v) => v !== 'not found' })
    const load = vi.fn(async () => 'not found')
    expect(await Promise.all([cache.get('k', load), cache.get('k', load)])).toEqual(['not found', 'not found'])
    expect(load).toHaveBeenCalledTimes(1)
    expect(await cache.get('k', async () => 'page')).toBe('page')
    expect(await cache.get('k', load)).toBe('page')
    expect(cache.size).toBe(1)
  })

  it('evicts the oldest entries past maxEntries', async () => {
    const { cache } = setup()
    for (const k of ['a', 'b', 'c', 'd']) await cache.get(k, async () => k)
    expect(cache.size).toBe(3)
    const reload = vi.fn(async () => 'a2')
    expect(await cache.get('a', reload)).toBe('a2')
  })
})
