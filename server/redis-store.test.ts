import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createClient } from 'redis'
import { createRedisStore, type RedisStore } from './redis-store.ts'
import { startRedis, type RedisServer } from '../tests/support/services.ts'

/** The shared store on a real Redis (Debian's redis-server, private, on loopback). */
let redis: RedisServer
const stores: RedisStore[] = []
const open = async () => {
  const store = createRedisStore({ url: redis.url, prefix: `t${stores.length}-${Date.now()}:` })
  stores.push(store)
  await vi.waitFor(() => expect(store.problem()).toBeNull())
  return store
}
/** Two instances of the site on one Redis: the same prefix. */
const openPair = async () => {
  const prefix = `pair-${stores.length}-${Date.now()}:`
  const pair = [createRedisStore({ url: redis.url, prefix }), createRedisStore({ url: redis.url, prefix })]
  stores.push(...pair)
  for (const store of pair) await vi.waitFor(() => expect(store.problem()).toBeNull())
  return { one: pair[0]!, two: pair[1]!, prefix }
}

beforeAll(async () => {
  redis = await startRedis()
}, 60_000)
afterAll(async () => {
  await Promise.all(stores.map((store) => store.close()))
  await redis?.stop()
})

describe('the Redis shared store', () => {
  it('keeps bytes under a key for their lifetime, and drops them by tag', async () => {
    const { store } = await open()
    const generation = await store.generation()
    await store.set('page:/a/', Buffer.from([0, 1, 2, 255]), { ttlMs: 60_000, tags: new Set(['item:1', 'list:pages']), generation })
    await store.set('page:/b/', Buffer.from('b'), { ttlMs: 60_000, tags: new Set(['item:2']), generation })
    expect(await store.get('page:/a/')).toEqual(Buffer.from([0, 1, 2, 255]))
    await store.purge(['list:pages'])
    expect(await store.get('page:/a/')).toBeNull()
    expect((await store.get('page:/b/'))?.toString()).toBe('b')
  })

  it('does not keep what was built before a purge (a stale generation)', async () => {
    const { store } = await open()
    const before = await store.generation()
    await store.purge(['item:9'])
    await store.set('page:/late/', Buffer.from('old'), { ttlMs: 60_000, tags: new Set(['item:9']), generation: before })
    expect(await store.get('page:/late/')).toBeNull()
    await store.set('page:/late/', Buffer.from('new'), { ttlMs: 60_000, tags: new Set(['item:9']), generation: await store.generation() })
    expect((await store.get('page:/late/'))?.toString()).toBe('new')
  })

  it('tells every instance of a purge', async () => {
    const { one, two } = await openPair()
    const heard = vi.fn()
    two.store.onPurge(heard)
    await vi.waitFor(async () => {
      await one.store.purge(['item:5'])
      expect(heard).toHaveBeenCalledWith(['item:5'])
    })
  })

  it('gives a render lock to one instance at a time; a holder that died lets it go when it runs out', async () => {
    const { one, two, prefix } = await openPair()
    const lock = await one.store.lock('page:/x/', 300)
    expect(lock).not.toBeNull()
    expect(await two.store.lock('page:/x/', 300)).toBeNull()
    expect(await two.store.isLocked('page:/x/')).toBe(true)
    await lock!.release()
    expect(await two.store.lock('page:/x/', 300)).not.toBeNull()
    // What a holder that died leaves: its lock, no longer renewed.
    const raw = createClient({ url: redis.url })
    await raw.connect()
    await raw.set(`${prefix}l:page:/y/`, 'a holder that died', { condition: 'NX', expiration: { type: 'PX', value: 200 } })
    await raw.close()
    expect(await two.store.lock('page:/y/', 200)).toBeNull()
    await vi.waitFor(async () => expect(await two.store.lock('page:/y/', 200)).not.toBeNull(), { timeout: 5_000 })
  })

  it('counts hits of a key in one window for every instance', async () => {
    const { one, two } = await openPair()
    expect((await one.store.count('rate:203.0.113.7', 60_000))?.hits).toBe(1)
    const second = await two.store.count('rate:203.0.113.7', 60_000)
    expect(second?.hits).toBe(2)
    expect(second!.resetInMs).toBeGreaterThan(59_000)
    expect((await two.store.count('rate:198.51.100.1', 60_000))?.hits).toBe(1)
  })

  it('takes a signed request once for every instance, for as long as asked', async () => {
    const { one, two } = await openPair()
    expect(await one.store.firstSeen('notice:ab12', 300)).toBe(true)
    expect(await two.store.firstSeen('notice:ab12', 300)).toBe(false)
    expect(await one.store.firstSeen('notice:cd34', 300)).toBe(true)
    await vi.waitFor(async () => expect(await two.store.firstSeen('notice:ab12', 300)).toBe(true), { timeout: 5_000 })
  })

  it('once closed, sends nothing more and reports no outage (a lock it still held stops renewing)', async () => {
    const store = await open()
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] })
    try {
      expect(await store.store.lock('page:/held/', 300)).not.toBeNull()
      await store.close()
      vi.advanceTimersByTime(1_000) // three renewals' worth
      // (A renewal sent on the closed client fails by the time the next call answers.)
      expect(await store.store.get('page:/held/')).toBeNull()
      expect(log).not.toHaveBeenCalled()
    } finally {
      vi.useRealTimers()
      log.mockRestore()
    }
  })

  it('back after an outage in which Redis kept its data and nobody purged, keeps its own copies; after one with a purge it missed, drops them', async () => {
    const { one, two, prefix } = await openPair()
    const info = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    const recovered = vi.fn()
    one.onRecovered(recovered)
    await two.store.purge(['item:1']) // heard by both
    await new Promise((resolve) => setTimeout(resolve, 100))
    // Redis restarted with its data (saved on the way down, as Debian's service does).
    await redis.pause()
    await vi.waitFor(() => expect(one.problem()).toMatch(/unreachable/), { timeout: 5_000 })
    await redis.start()
    await vi.waitFor(() => expect(info).toHaveBeenCalledWith(expect.stringContaining('no purge was made meanwhile')), { timeout: 10_000 })
    expect(recovered).not.toHaveBeenCalled()
    // The purge messages' connections drop, and a purge is made before they are back: missed.
    const raw = createClient({ url: redis.url })
    await raw.connect()
    await raw.sendCommand(['CLIENT', 'KILL', 'TYPE', 'pubsub'])
    await raw.incr(`${prefix}gen`)
    await raw.close()
    await vi.waitFor(() => expect(recovered).toHaveBeenCalledTimes(1), { timeout: 10_000 })
    info.mockRestore()
    errors.mockRestore()
  }, 30_000)

  it('with Redis down: reads find nothing, writes are skipped, locks are granted, purges throw; back again, it says so once', async () => {
    // This instance alone on the Redis that goes away (each instance says it once).
    await Promise.all(stores.splice(0).map((other) => other.close()))
    const store = await open()
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    const info = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const recovered = vi.fn()
    store.onRecovered(recovered)
    await redis.stop()
    await vi.waitFor(async () => {
      await store.store.get('page:/a/')
      expect(store.problem()).toMatch(/unreachable/)
    })
    expect(await store.store.get('page:/a/')).toBeNull()
    expect(await store.store.generation()).toBeNull()
    expect(await store.store.lock('page:/a/', 1000)).not.toBeNull()
    await expect(store.store.purge(['item:1'])).rejects.toThrow(/unreachable/)
    expect(log.mock.calls.filter(([line]) => String(line).includes('is unreachable'))).toHaveLength(1)
    await redis.start()
    await vi.waitFor(() => expect(store.problem()).toBeNull(), { timeout: 10_000 })
    await vi.waitFor(() => expect(recovered).toHaveBeenCalledTimes(1))
    expect(info.mock.calls.filter(([line]) => String(line).includes('reachable again'))).toHaveLength(1)
    log.mockRestore()
    info.mockRestore()
  }, 30_000)
})
