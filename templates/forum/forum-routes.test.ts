import { describe, expect, it } from 'vitest'
import { parseForumPath } from './forum-routes.ts'

describe('the forum’s URL shapes (SPEC §2)', () => {
  it.each([
    ['/support/forum/dokan/', { kind: 'forum', path: '/support/forum/dokan/', page: 1 }],
    ['/support/forum/dokan/payments/', { kind: 'forum', path: '/support/forum/dokan/payments/', page: 1 }],
    ['/support/forum/dokan/payments/page/3/', { kind: 'forum', path: '/support/forum/dokan/payments/', page: 3 }],
    ['/support/forum/a/b/c/', { kind: 'forum', path: '/support/forum/a/b/c/', page: 1 }],
    ['/support/topic/', { kind: 'recent', page: 1 }],
    ['/support/topic/page/2/', { kind: 'recent', page: 2 }],
    ['/support/topic/withdraw-stuck-12/', { kind: 'topic', slug: 'withdraw-stuck-12', page: 1 }],
    ['/support/topic/withdraw-stuck-12/page/22/', { kind: 'topic', slug: 'withdraw-stuck-12', page: 22 }],
    ['/support/topic-tag/', { kind: 'tags' }],
    ['/support/topic-tag/stripe/', { kind: 'tag', slug: 'stripe', page: 1 }],
    ['/support/topic-tag/stripe/page/2/', { kind: 'tag', slug: 'stripe', page: 2 }],
    ['/support/users/amina-khan-3/', { kind: 'user', slug: 'amina-khan-3', view: 'profile', page: 1 }],
    ['/support/users/amina-khan-3/favorites/', { kind: 'user', slug: 'amina-khan-3', view: 'favorites', page: 1 }],
    ['/support/users/amina-khan-3/replies/', { kind: 'user', slug: 'amina-khan-3', view: 'replies', page: 1 }],
    ['/support/users/amina-khan-3/replies/page/2/', { kind: 'user', slug: 'amina-khan-3', view: 'replies', page: 2 }],
    ['/support/users/amina-khan-3/topics/page/4/', { kind: 'user', slug: 'amina-khan-3', view: 'topics', page: 4 }],
  ])('%s', (path, route) => expect(parseForumPath(path)).toEqual(route))

  it('reads a malformed page number as NaN (a 404), and leaves other shapes to other routes', () => {
    for (const path of ['/support/topic/x/page/0/', '/support/topic/x/page/-1/', '/support/topic/x/page/1e9/', '/support/forum/dokan/page/99999999999/']) {
      expect(parseForumPath(path)).toMatchObject({ page: NaN })
    }
    for (const path of [
      '/support/forum/',
      '/support/users/',
      '/support/forum/a/b/c/d/',
      '/support/topic/a/b/',
      '/support/users/x/profile/',
      '/support/users/x/favorites/page/2/',
      '/support/topic/x',
      '/support/topic/Bad_Slug/',
      '/blog/',
    ]) {
      expect(parseForumPath(path), path).toBeNull()
    }
  })
})
