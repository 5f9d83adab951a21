import { describe, expect, it } from 'vitest'
import { firstPageAddress, pagePath, splitPage } from './page-suffix.ts'

describe('the page suffix of paged lists', () => {
  it('reads the page number, NaN for a malformed or missing one', () => {
    expect(splitPage(['x', 'page', '3'])).toEqual({ rest: ['x'], page: 3 })
    expect(splitPage(['x'])).toEqual({ rest: ['x'], page: 1 })
    expect(splitPage(['x', 'page', '0']).page).toBeNaN()
    expect(splitPage(['x', 'page']).page).toBeNaN()
  })

  it("sends a first page's other addresses (SPEC §2: the number is optional) to the list's own", () => {
    expect(firstPageAddress('/support/topic/x/page/1/')).toBe('/support/topic/x/')
    expect(firstPageAddress('/support/users/x/replies/page/')).toBe('/support/users/x/replies/')
    expect(firstPageAddress('/search/page/')).toBe('/search/')
    expect(firstPageAddress('/support/topic/page/')).toBe('/support/topic/')
    for (const path of ['/support/topic/x/page/2/', '/support/topic/x/', '/page/x/', '/blog/page/10/']) expect(firstPageAddress(path), path).toBeNull()
  })

  it('writes a page of a list, keeping its query', () => {
    expect(pagePath('/tag/x/', 1)).toBe('/tag/x/')
    expect(pagePath('/search/', 2, '?s=dokan')).toBe('/search/page/2/?s=dokan')
  })
})
