import { isAccountArea } from '../../renderer/link-target.ts'
import type { CheckedPage } from './checked-page.ts'
import { blockPathOf, quoted } from './checked-page.ts'
import type { Finding } from './finding.ts'

export interface BrokenLinkOptions {
  /** Whether the site answers the path (with its query) with a page or a file, not a 404 (site-paths.ts). */
  exists: (pathAndQuery: string) => Promise<boolean | null>
}

/** Links that leave the site (another origin, or the separate account area it does not serve): never looked up, never reported. */
const isInternal = (url: URL, page: URL) =>
  url.origin === page.origin && (url.protocol === 'http:' || url.protocol === 'https:') && !isAccountArea(url, page.origin)

/**
 * Links and buttons of the content whose target on the site answers 404. Only the site's own
 * paths are looked up, and in-process (its routes and its content): nothing is crawled.
 */
export async function brokenLinkCheck(page: CheckedPage, options: BrokenLinkOptions): Promise<Finding[]> {
  if (!page.main) return []
  const links = [...page.main.querySelectorAll('a[href]')].flatMap((link): { link: Element; href: string; target: string | null }[] => {
    const href = link.getAttribute('href') ?? ''
    if (href.startsWith('#')) return []
    let url: URL
    try {
      url = new URL(href, page.url)
    } catch {
      return [{ link, href, target: null }]
    }
    return isInternal(url, page.url) ? [{ link, href, target: `${url.pathname}${url.search}` }] : []
  })
  const answers = new Map<string, Promise<boolean | null>>()
  for (const { target } of links) if (target !== null && !answers.has(target)) answers.set(target, options.exists(target))
  const findings: Finding[] = []
  for (const { link, href, target } of links) {
    const found = target === null ? false : await answers.get(target)
    if (found !== false) continue
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
