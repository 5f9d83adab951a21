import { localizePath, type Locale } from '../../content-rules/locales.ts'
import { splitPage } from '../shared/page-suffix.ts'

/**
 * The blog's URL shapes (SPEC §2), parsed from locale-free paths. A route matches whatever its shape
 * is; a page number that is not a positive integer is NaN, which the page answers with a 404.
 */

export type ArchiveRoute =
  | { kind: 'blog' | 'archive' | 'search'; page: number }
  | { kind: 'author' | 'tag'; slug: string; page: number }
  | { kind: 'category'; slugs: [string] | [string, string]; page: number }
  | { kind: 'date'; year: number; month?: number; day?: number; page: number }
  | { kind: 'index'; taxonomy: 'author' | 'category' | 'tag' | 'date' }
  /** SPEC §2 `amp/{blog_post_id?}` without a post: the blog (its AMP posts are the post routes). */
  | { kind: 'amp-index' }

export type PostRoute = { id: number; slug?: string; amp: boolean }

const SLUG = /^[a-z0-9%][a-z0-9_%-]{0,199}$/i

function segmentsOf(pathname: string): string[] | null {
  if (!pathname.endsWith('/')) return null
  return pathname
    .slice(1, -1)
    .split('/')
    .filter((segment, i, all) => segment !== '' || all.length > 1)
}

export function parseArchivePath(pathname: string): ArchiveRoute | null {
  const segments = segmentsOf(pathname)
  if (!segments || segments.length === 0) return null
  const [base, ...tail] = segments
  const { rest, page } = splitPage(tail)
  const slugs = rest.every((s) => SLUG.test(s))
  switch (base) {
    case 'blog':
    case 'blog-archive':
    case 'search':
      return rest.length === 0 ? { kind: base === 'blog' ? 'blog' : base === 'search' ? 'search' : 'archive', page } : null
    case 'author':
    case 'tag':
      if (tail.length === 0) return { kind: 'index', taxonomy: base }
      return rest.length === 1 && slugs ? { kind: base, slug: rest[0]!, page } : null
    case 'category':
      if (tail.length === 0) return { kind: 'index', taxonomy: 'category' }
      if (!slugs || rest.length < 1 || rest.length > 2) return null
      return { kind: 'category', slugs: rest as [string] | [string, string], page }
    case 'date': {
      if (tail.length === 0) return { kind: 'index', taxonomy: 'date' }
      const [year, month, day] = rest
      if (rest.length > 3 || !/^\d{4}$/.test(year ?? '')) return null
      if ((month !== undefined && !/^(0[1-9]|1[0-2])$/.test(month)) || (day !== undefined && !/^(0[1-9]|[12]\d|3[01])$/.test(day))) return null
      return { kind: 'date', year: Number(year), ...(month ? { month: Number(month) } : {}), ...(day ? { day: Number(day) } : {}), page }
    }
    case 'amp':
      return tail.length === 0 ? { kind: 'amp-index' } : null
    default:
      return null
  }
}

/** `/blog/{id}/{slug}/`, `/{id}/`, `/{id}/{slug}/` and the AMP shapes `/amp/{id}/`, `/amp/{id}/{slug}/`, `/amp/blog/{id}/{slug}/`. */
export function parsePostPath(pathname: string): PostRoute | null {
  const segments = segmentsOf(pathname)
  if (!segments) return null
  const amp = segments[0] === 'amp'
  const rest = amp ? segments.slice(1) : segments
  const withoutBlog = rest[0] === 'blog' && rest.length === 3 ? rest.slice(1) : rest[0] === 'blog' ? null : rest
  if (!withoutBlog || withoutBlog.length < 1 || withoutBlog.length > 2) return null
  const [id, slug] = withoutBlog
  if (!/^[1-9]\d{0,9}$/.test(id ?? '') || (slug !== undefined && !SLUG.test(slug))) return null
  // /blog/{id}/ alone is not a shape of the spec; /blog/… needs its slug.
  if (rest[0] === 'blog' && slug === undefined) return null
  return { id: Number(id), ...(slug ? { slug } : {}), amp }
}

/** The AMP version of a post's (localized) path: `/blog/1/x/` → `/amp/blog/1/x/`, `/es/1/x/` → `/es/amp/1/x/`. */
export function ampPathOf(postPath: string): string {
  const match = /^\/(es|fr)(\/.*)$/.exec(postPath)
  return match ? `/${match[1]}/amp${match[2]}` : `/amp${postPath}`
}

/** The blog's RSS feed in a language: `/feed/`, `/es/feed/`. */
export const feedPath = (lang: Locale) => localizePath('/feed/', lang)
