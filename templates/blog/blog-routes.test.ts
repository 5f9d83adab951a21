import { describe, expect, it } from 'vitest'
import { ampPathOf, parseArchivePath, parsePostPath } from './blog-routes.ts'

describe('parseArchivePath', () => {
  it.each([
    ['/blog/', { kind: 'blog', page: 1 }],
    ['/blog/page/3/', { kind: 'blog', page: 3 }],
    ['/blog-archive/page/2/', { kind: 'archive', page: 2 }],
    ['/search/page/2/', { kind: 'search', page: 2 }],
    ['/author/farhana-akter/', { kind: 'author', slug: 'farhana-akter', page: 1 }],
    ['/tag/dokan/page/2/', { kind: 'tag', slug: 'dokan', page: 2 }],
    ['/category/marketplace/', { kind: 'category', slugs: ['marketplace'], page: 1 }],
    ['/category/marketplace/vendor-management/page/2/', { kind: 'category', slugs: ['marketplace', 'vendor-management'], page: 2 }],
    ['/date/2025/', { kind: 'date', year: 2025, page: 1 }],
    ['/date/2025/03/', { kind: 'date', year: 2025, month: 3, page: 1 }],
    ['/date/2025/03/09/page/2/', { kind: 'date', year: 2025, month: 3, day: 9, page: 2 }],
    ['/category/', { kind: 'index', taxonomy: 'category' }],
    ['/author/', { kind: 'index', taxonomy: 'author' }],
    ['/amp/', { kind: 'amp-index' }],
  ])('%s', (path, route) => {
    expect(parseArchivePath(path)).toEqual(route)
  })

  it('gives NaN for a page number that is zero, not a number or missing', () => {
    for (const path of ['/blog/page/0/', '/blog/page/abc/', '/blog/page/-1/', '/blog/page/', '/tag/dokan/page/1.5/']) {
      expect(Number.isNaN((parseArchivePath(path) as { page: number }).page), path).toBe(true)
    }
  })

  it('does not match other shapes', () => {
    for (const path of ['/', '/about/', '/blog', '/blog/x/', '/amp/x/', '/date/25/', '/date/2025/13/', '/date/2025/02/32/', '/category/a/b/c/', '/tag/a/b/']) {
      expect(parseArchivePath(path), path).toBeNull()
    }
  })
})

describe('parsePostPath', () => {
  it.each([
    ['/blog/90101/launching/', { id: 90101, slug: 'launching', amp: false }],
    ['/90101/', { id: 90101, amp: false }],
    ['/90101/launching/', { id: 90101, slug: 'launching', amp: false }],
    ['/amp/90101/', { id: 90101, amp: true }],
    ['/amp/90101/launching/', { id: 90101, slug: 'launching', amp: true }],
    ['/amp/blog/90101/launching/', { id: 90101, slug: 'launching', amp: true }],
  ])('%s', (path, route) => {
    expect(parsePostPath(path)).toEqual(route)
  })

  it('does not match pages or bad ids', () => {
    for (const path of ['/about/', '/blog/90101/', '/0/', '/012/', '/90101/a/b/', '/blog/', '/amp/', '/90101']) expect(parsePostPath(path), path).toBeNull()
  })

  it('puts the AMP version beside the language prefix', () => {
    expect(ampPathOf('/blog/90101/launching/')).toBe('/amp/blog/90101/launching/')
    expect(ampPathOf('/es/90201/lanzar/')).toBe('/es/amp/90201/lanzar/')
  })
})
