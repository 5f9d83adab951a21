import { describe, expect, it } from 'vitest'
import { pageTypeOf } from './page-type.ts'

describe('pageTypeOf', () => {
  it('names a page by its template, a CMS page at a language root as the home page, anything else as an error page', () => {
    expect(pageTypeOf('/pages/cms-page', '/')).toBe('home')
    expect(pageTypeOf('/pages/cms-page', '/dokan/pricing/')).toBe('page')
    expect(pageTypeOf('/pages/blog-post', '/blog/a-post/')).toBe('blog-post')
    expect(pageTypeOf('/pages/docs', '/docs/dokan/')).toBe('docs')
    expect(pageTypeOf('/pages/forum', '/support/forum/dokan/installation/')).toBe('forum')
    expect(pageTypeOf('/pages/_error', '/nowhere/')).toBe('error')
    expect(pageTypeOf(null, '/')).toBe('error')
  })
})
