import { describe, expect, it } from 'vitest'
import { createRateLimit } from './rate-limit.ts'
import { memorySharedStore } from '../../tests/support/memory-shared-store.ts'

describe('the form rate limit', () => {
  it('counts an address across instances when they share a store: the limit is the site’s, not each instance’s', async () => {
    let t = 0
    const shared = memorySharedStore(() => t)
    const one = createRateLimit({ limit: 3, windowMs: 60_000, now: () => t, shared: shared.store })
    const two = createRateLimit({ limit: 3, windowMs: 60_000, now: () => t, shared: shared.store })
    expect([await one.hit('203.0.113.7'), await two.hit('203.0.113.7'), await one.hit('203.0.113.7')]).toEqual([null, null, null])
    t = 20_000
    expect(await two.hit('203.0.113.7')).toBe(40)
    expect(await one.hit('198.51.100.1')).toBeNull()
    t = 60_000
    expect(await two.hit('203.0.113.7')).toBeNull()
  })

  it('counts in its own process while the shared store cannot be reached', async () => {
    const shared = memorySharedStore(() => 0)
    shared.state.down = true
    const limit = createRateLimit({ limit: 1, windowMs: 60_000, now: () => 0, shared: shared.store })
    expect([await limit.hit('203.0.113.7'), await limit.hit('203.0.113.7')]).toEqual([null, 60])
  })
})
