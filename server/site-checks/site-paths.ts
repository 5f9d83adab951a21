import type { CmsClient } from '../../cms/client.ts'
import { LOCALE_CODES, localizePath } from '../../locales/locales.ts'
import { sitemapUrls } from '../sitemap.ts'

export interface SitePathsOptions {
  cms: CmsClient
  /** The site's own answer to a GET of the path, in-process (the app's request): its status. */
  askSite: (pathAndQuery: string) => Promise<number>
  /** How long the sitemaps' list and the site's answers are trusted (content changes are rare next to typing). */
  lifetimeMs?: number
  now?: () => number
}

/** At most this many answers are remembered (each a path and a flag). */
const REMEMBERED = 2000

/**
 * Whether the site has something at a path: the sitemaps of every language first (one look-up
 * for the site's content), then the site itself, in-process, for the rest (archives, feeds, files,
 * pages not listed). Null when the site could not tell (its content source is down: 5xx).
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

  return async function exists(pathAndQuery: string): Promise<boolean | null> {
    const pathname = pathAndQuery.split('?')[0] ?? pathAndQuery
    try {
      if ((await listedPaths()).has(pathname)) return true
    } catch (error) {
      console.warn(`[site checks] the sitemaps could not be read (${error instanceof Error ? error.message : String(error)}): asking the site path by path`)
    }
    const remembered = answers.get(pathAndQuery)
    if (remembered && now() - remembered.at <= lifetime) return remembered.found
    const status = await options.askSite(pathAndQuery)
    const found = status >= 500 ? null : status < 400
    if (answers.size >= REMEMBERED) answers.delete(answers.keys().next().value as string)
    answers.set(pathAndQuery, { found, at: now() })
    return found
  }
}
