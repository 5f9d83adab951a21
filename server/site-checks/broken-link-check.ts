import { isAccountArea } from '../../renderer/link-target.ts'
import type { CheckedPage } from './checked-page.ts'
import { blockPathOf, quoted } from './checked-page.ts'
import type { Finding } from './finding.ts'

export interface BrokenLinkOptions {
  /** Whether the site answers the path with a page or a file, not a 404; null when it cannot tell (site-paths.ts). */
  exists: (pathname: string) => Promise<boolean | null>
}

/** The paths one check looks up at most (a page links to a few dozen); beyond them links are not checked. */
export const LINK_LOOKUPS_MAX = 200
/** Look-ups under way at once: each one not in the sitemaps is a render. */
const LOOKUPS_AT_ONCE = 8

/**
 * The path a link leads to on the site, or null when it leaves the site (another host, another
 * scheme, the separate account area it does not serve): those are never looked up. The site's own
 * address counts over http and https alike (the page's URL is the site's as the server sees it).
 */
function sitePathOf(url: URL, page: URL): string | null {
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.host !== page.host) return null
  return isAccountArea(new URL(url.pathname, page.origin), page.origin) ? null : url.pathname
}

/** `exists` for each path, at most LOOKUPS_AT_ONCE at a time. */
async function lookUp(paths: string[], exists: BrokenLinkOptions['exists']): Promise<Map<string, boolean | null>> {
  const found = new Map<string, boolean | null>()
  let next = 0
  const worker = async () => {
    while (next < paths.length) {
      const path = paths[next++] as string
      found.set(path, await exists(path))
    }
  }
  await Promise.all(Array.from({ length: Math.min(LOOKUPS_AT_ONCE, paths.length) }, worker))
  return found
}

/**
 * Links and buttons of the content whose target on the site answers 404. Only the site's own
 * paths are looked up, and in-process (its routes and its content): nothing is crawled. The page
 * itself exists (a draft's own links).
 */
export async function brokenLinkCheck(page: CheckedPage, options: BrokenLinkOptions): Promise<Finding[]> {
  if (!page.main) return []
  const links = [...page.main.querySelectorAll('a[href]')].flatMap((link): { link: Element; href: string; path: string | null }[] => {
    const href = link.getAttribute('href') ?? ''
    if (href.startsWith('#')) return []
    let url: URL
    try {
      url = new URL(href, page.url)
    } catch {
      return [{ link, href, path: null }]
    }
    const path = sitePathOf(url, page.url)
    return path === null ? [] : [{ link, href, path }]
  })
  const paths = [...new Set(links.flatMap(({ path }) => (path === null || path === page.url.pathname ? [] : [path])))]
  if (paths.length > LINK_LOOKUPS_MAX)
    console.warn(`[site checks] ${page.url.pathname} links to ${paths.length} paths of the site: the first ${LINK_LOOKUPS_MAX} are checked`)
  const found = await lookUp(paths.slice(0, LINK_LOOKUPS_MAX), options.exists)
  found.set(page.url.pathname, true)
  const findings: Finding[] = []
  for (const { link, href, path } of links) {
    if ((path === null ? false : found.get(path)) !== false) continue
    const kind = link.closest('.wp-block-button, .button, [class*="cta"]') ? 'button' : 'link'
    const text = (link.textContent ?? '').trim()
    findings.push({
      check: 'broken-link',
      severity: 'error',
      message: `The ${kind}${text ? ` ${quoted(text, 40)}` : ''} leads to ${href}, where the site has no page (404). Correct the address or remove the ${kind}.`,
      path: blockPathOf(link),
    })
  }
  return findings
}
