import { describe, expect, it } from 'vitest'
import { readingMinutes } from './reading-time.ts'

const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ')

describe('readingMinutes', () => {
  it('is words / 120, rounded up', () => {
    expect(readingMinutes(`<p>${words(120)}</p>`)).toBe(1)
    expect(readingMinutes(`<p>${words(121)}</p>`)).toBe(2)
    expect(readingMinutes(`<p>${words(600)}</p>`)).toBe(5)
  })

  it('counts the text, not the markup or the block comments', () => {
    const markup = `<!-- wp:paragraph {"className":"x"} -->\n<p class="x"><strong>${words(100)}</strong></p>\n<!-- /wp:paragraph --><ul><li>${words(21)}</li></ul>`
    expect(readingMinutes(markup)).toBe(2)
    expect(readingMinutes('')).toBe(0)
  })
})
