import { splitPage } from '../shared/page-suffix.ts'

/**
 * The support forum's URL shapes (SPEC §2), parsed from locale-free paths. The forum index
 * (`/support/forum/`) is a page marketers compose (with the forum list block); these are the rest.
 */

/** Where the forum starts: the page marketers compose at /support/forum/. */
export const FORUM_INDEX_PATH = '/support/forum/'

export const USER_VIEWS = ['profile', 'topics', 'replies', 'favorites'] as const
export type UserView = (typeof USER_VIEWS)[number]

export type ForumRoute =
  | { kind: 'forum'; path: string; page: number }
  | { kind: 'topic'; slug: string; page: number }
  | { kind: 'recent'; page: number }
  | { kind: 'tags' }
  | { kind: 'tag'; slug: string; page: number }
  | { kind: 'user'; slug: string; view: UserView; page: number }

const SLUG = /^[a-z0-9][a-z0-9-]{0,199}$/

/** The forum route at `pathname`, or null when the path is not one of the forum's shapes. */
export function parseForumPath(pathname: string): ForumRoute | null {
  if (!pathname.endsWith('/') || !pathname.startsWith('/support/')) return null
  const [base, ...tail] = pathname.slice('/support/'.length, -1).split('/')
  const { rest, page } = splitPage(tail)
  if (!rest.every((segment) => SLUG.test(segment))) return null
  switch (base) {
    case 'forum':
      // Forums nest three deep: {category}/{slug}/{child_slug}.
      return rest.length >= 1 && rest.length <= 3 ? { kind: 'forum', path: `/support/forum/${rest.join('/')}/`, page } : null
    case 'topic':
      // SPEC §2 support/topic/{replies?}: without a topic, the recent topics.
      if (rest.length === 0) return { kind: 'recent', page }
      return rest.length === 1 ? { kind: 'topic', slug: rest[0]!, page } : null
    case 'topic-tag':
      if (tail.length === 0) return { kind: 'tags' }
      return rest.length === 1 ? { kind: 'tag', slug: rest[0]!, page } : null
    case 'users': {
      const [slug, view, ...more] = rest
      if (!slug || more.length > 0) return null
      if (view === undefined) return tail.length === 1 ? { kind: 'user', slug, view: 'profile', page: 1 } : null
      if (view !== 'topics' && view !== 'replies' && view !== 'favorites') return null
      // SPEC §2 pages a user's topics and replies; favorites are one list.
      if (view === 'favorites' && page !== 1) return null
      return { kind: 'user', slug, view, page }
    }
    default:
      return null
  }
}

/** Where a page of a list sits in it ("Viewing 16–30 of 214"), for lists of `pageSize` a page. */
export function listRange(page: number, shown: number, total: number, pageSize: number) {
  const from = (page - 1) * pageSize + 1
  return { from, to: from + shown - 1, total }
}
export type ListRangeData = ReturnType<typeof listRange>
