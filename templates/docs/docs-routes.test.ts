import { describe, expect, it } from 'vitest'
import { parseDocsPath } from './docs-routes.ts'

describe('parseDocsPath (SPEC §2 docs routes)', () => {
  it('knows the index, the search, products and their nested categories and articles, and the knowledge base below its own page', () => {
    expect(parseDocsPath('/docs/')).toEqual({ kind: 'index' })
    expect(parseDocsPath('/docs/search/')).toEqual({ kind: 'search' })
    for (const path of [
      '/docs/dokan/',
      '/docs/dokan/getting-started/',
      '/docs/dokan/developer-hooks/filters/',
      '/docs/dokan/developer-hooks/filters/commission-filters/',
    ]) {
      expect(parseDocsPath(path)).toEqual({ kind: 'doc', path })
    }
    expect(parseDocsPath('/dokan/knowledge-base/troubleshooting/')).toEqual({ kind: 'doc', path: '/dokan/knowledge-base/troubleshooting/' })
    expect(parseDocsPath('/dokan/knowledge-base/troubleshooting/dashboard-404/')).toEqual({
      kind: 'doc',
      path: '/dokan/knowledge-base/troubleshooting/dashboard-404/',
    })
  })

  it('leaves everything else to other routes', () => {
    for (const path of [
      '/dokan/knowledge-base/',
      '/docs',
      '/docs/a/b/c/d/e/',
      '/docs/Dokan/',
      '/docs/%3Cscript%3E/',
      '/documents/',
      '/dokan/knowledge-base/a/b/c/',
    ]) {
      expect(parseDocsPath(path), path).toBeNull()
    }
  })
})
