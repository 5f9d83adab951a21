import type { CmsClient } from '../../cms/client.ts'
import { LOCALE_CODES, localizePath } from '../../content-rules/locales.ts'
import { sitemapUrls } from '../sitemap.ts'

/** What the site answers a GET of a path with, in-process. */
export interface SiteAnswer {
  status: number
  /** A redirect's target (the Location header), if any. */
  location: string | null
}

export interface SitePathsOptions {
  cms: CmsClient
  /** The site's own answer to a GET of the path, in-process (the app's request): no network. */
  askSite: (pathname: string) => Promise<SiteAnswer>
  /** How long the sitemaps' list and the site's answers are trusted (content changes are rare next to typing). */
  lifetimeMs?: number
  now?: () => number
}

/** At most this many answers are remembered (each a path and a flag). */
const REMEMBERED = 2000
/** Redirects followed on the site (`/pricing` → `/pricing/`, a moved page): beyond them a link is taken as working. */
const HOPS = 3
/** Any origin: only its path is read. */
const BASE = 'http://site.invalid'

/**
 * Whether the site has something at a path (its query aside): the sitemaps of every language first
 * (one look-up for the site's content), then the site itself, in-process, for the rest (archives,
 * feeds, files, pages not listed), following its own redirects. Null when the site could not tell
 * (its content source is down: 5xx).
 */
export function sitePaths(options: SitePathsOptions) {
  const lifetime = options.lifetimeMs ?? 60_000
  const now = options.now ?? Date.now
  let listed: { paths: Promise<Set<string>>; at: number } | null = null
  const answers = new Map<string, { found: boolean | null; at: number }>()

  const listedPaths = () => {
    if (!listed || now() - listed.at > lifetime) {
      const paths = Promise.all(LOCALE_CODES.map((lang) => sitemapUrls(options.cms, lang))).then(
        (lists) => new Set(lists.flat().map((url) => localizePath(url.path, url.lang))),
      )
      listed = { paths, at: now() }
      paths.catch(() => {
        listed = null
      })
    }
    return listed.paths
  }

  const isListed = async (pathname: string) => {
    try {
      return (await listedPaths()).has(pathname)
    } catch (error) {
      console.warn(`[site checks] the sitemaps could not be read (${error instanceof Error ? error.message : String(error)}): asking the site path by path`)
      return false
    }
  }

  const followed = async (pathname: string): Promise<boolean | null> => {
    let at = pathname
    for (let hop = 0; hop <= HOPS; hop++) {
      if (await isListed(at)) return true
      const answer = await options.askSite(at)
      if (answer.status >= 500) return null
      if (answer.status < 300 || answer.status >= 400) return answer.status < 400
      if (!answer.location) return false
      const next = new URL(answer.location, `${BASE}${at}`)
      // Sent elsewhere (the account area, another site): not the site's to answer for.
      if (next.origin !== BASE) return true
      at = next.pathname
    }
    return true
  }

  return async function exists(pathname: string): Promise<boolean | null> {
    if (await isListed(pathname)) return true
    const remembered = answers.get(pathname)
    if (remembered && now() - remembered.at <= lifetime) return remembered.found
    const found = await followed(pathname)
    if (answers.size >= REMEMBERED) answers.delete(answers.keys().next().value as string)
    answers.set(pathname, { found, at: now() })
    return found
  }
}
