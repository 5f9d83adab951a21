import { describe, expect, it } from 'vitest'
import { CHUNK_RELOAD_THROTTLE_MS, mayReload } from './chunk-reload.ts'

describe('mayReload', () => {
  it('reloads the first time, then not again within 60 s', () => {
    expect(CHUNK_RELOAD_THROTTLE_MS).toBe(60_000)
    expect(mayReload(1_000_000, null)).toBe(true)
    expect(mayReload(1_000_000, 1_000_000 - 59_999)).toBe(false)
    expect(mayReload(1_000_000, 1_000_000 - 60_000)).toBe(true)
    expect(mayReload(1_000_000, Number.NaN)).toBe(true)
  })
})
