import { describe, expect, it } from 'vitest'
import { pageCacheControl } from './page-http-cache.ts'

describe('a page’s Cache-Control', () => {
  it('lets shared caches keep a page a minute and serve it stale ten more while they fetch it again', () => {
    expect(pageCacheControl(200, false)).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=600, stale-if-error=86400')
  })

  it('never past the end of what it shows (a campaign banner), fresh or stale', () => {
    expect(pageCacheControl(200, false, 300.7)).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=240, stale-if-error=86400')
    expect(pageCacheControl(200, false, 42)).toBe('public, max-age=0, s-maxage=42, stale-while-revalidate=0, stale-if-error=86400')
    expect(pageCacheControl(200, false, -3)).toBe('public, max-age=0, s-maxage=0, stale-while-revalidate=0, stale-if-error=86400')
  })

  it('keeps a copy served while the content source fails a few seconds, a missing page briefly, errors never', () => {
    expect(pageCacheControl(200, true)).toBe('public, max-age=0, s-maxage=5')
    expect(pageCacheControl(404, false)).toBe('public, max-age=0, s-maxage=60')
    expect(pageCacheControl(500, false)).toBe('no-store')
  })
})
