import { describe, expect, it } from 'vitest'
import { preferredCoding } from './content-coding.ts'
import { matchesEtag } from '../page-cache/page-entry.ts'

describe('preferredCoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0.5, gzip;q=0.8', 'gzip'],
    ['*', 'br'],
    ['*;q=0', 'identity'],
    ['deflate', 'identity'],
    ['', 'identity'],
    [undefined, 'identity'],
  ] as const)('%s → %s', (header, coding) => {
    expect(preferredCoding(header)).toBe(coding)
  })
})

describe('matchesEtag', () => {
  it('compares weakly, in a list, and takes *', () => {
    expect(matchesEtag('"a"', '"a"')).toBe(true)
    expect(matchesEtag('W/"a"', '"a"')).toBe(true)
    expect(matchesEtag('"b", "a"', '"a"')).toBe(true)
    expect(matchesEtag('*', '"a"')).toBe(true)
    expect(matchesEtag('"b"', '"a"')).toBe(false)
    expect(matchesEtag(undefined, '"a"')).toBe(false)
  })
})
