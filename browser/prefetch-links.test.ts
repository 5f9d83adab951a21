import { describe, expect, it } from 'vitest'
import { prefetchAllowed } from './prefetch-links.ts'

describe('prefetchAllowed', () => {
  it('prefetches online on fast connections, or where the browser does not say', () => {
    expect(prefetchAllowed({ onLine: true })).toBe(true)
    expect(prefetchAllowed({ onLine: true, connection: { effectiveType: '4g', saveData: false } })).toBe(true)
    expect(prefetchAllowed({ onLine: true, connection: { effectiveType: '3g' } })).toBe(true)
  })

  it('skips offline, on 2g and slow-2g, and with data saver', () => {
    expect(prefetchAllowed({ onLine: false })).toBe(false)
    expect(prefetchAllowed({ onLine: true, connection: { effectiveType: '2g' } })).toBe(false)
    expect(prefetchAllowed({ onLine: true, connection: { effectiveType: 'slow-2g' } })).toBe(false)
    expect(prefetchAllowed({ onLine: true, connection: { effectiveType: '4g', saveData: true } })).toBe(false)
  })
})
