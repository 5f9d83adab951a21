import type { WpPreview } from '../../content-schemas/preview.ts'
import { readCheckedPage, type CheckedPage } from './checked-page.ts'
import { FINDING_SEVERITIES, type Finding } from './finding.ts'
import { axeCheck } from './axe-check.ts'
import { blockProblemCheck } from './block-problem-check.ts'
import { brokenLinkCheck, type BrokenLinkOptions } from './broken-link-check.ts'
import { emptyLinkCheck } from './empty-link-check.ts'
import { headingCheck } from './heading-check.ts'
import { imageAltCheck } from './image-alt-check.ts'
import { pageWeightCheck, type PageWeightOptions } from './page-weight-check.ts'
import { searchSnippetCheck } from './search-snippet-check.ts'
import { socialCardCheck } from './social-card-check.ts'
import { translationCheck } from './translation-check.ts'

export type SiteChecksOptions = BrokenLinkOptions & PageWeightOptions

/** Every check, by name (the name a log line gives when one fails). */
const CHECKS: Record<string, (page: CheckedPage, options: SiteChecksOptions) => Finding[] | Promise<Finding[]>> = {
  'block problems': blockProblemCheck,
  'broken links': brokenLinkCheck,
  'image alternatives': imageAltCheck,
  headings: headingCheck,
  'empty links': emptyLinkCheck,
  'search snippet': searchSnippetCheck,
  'social card': socialCardCheck,
  'page weight': pageWeightCheck,
  translations: translationCheck,
  accessibility: axeCheck,
}

/** `0.10` after `0.9`: block paths in the editor's order. */
function comparePaths(a: string | null, b: string | null): number {
  if (a === b) return 0
  if (a === null) return -1
  if (b === null) return 1
  const left = a.split('.').map(Number)
  const right = b.split('.').map(Number)
  for (let i = 0; i < Math.max(left.length, right.length); i++) {
    const difference = (left[i] ?? -1) - (right[i] ?? -1)
    if (difference !== 0) return difference
  }
  return 0
}

/**
 * The site checks of a page the site rendered for its editor (`html`, at `url`, of `preview`):
 * errors first, then warnings, then notices, each in the blocks' order; one finding said once.
 * A check that fails is logged and left out: the others still report.
 */
export async function runSiteChecks(html: string, url: URL, preview: WpPreview, options: SiteChecksOptions): Promise<Finding[]> {
  const page = await readCheckedPage(html, url, preview)
  const results = await Promise.all(
    Object.entries(CHECKS).map(async ([name, check]) => {
      try {
        return await check(page, options)
      } catch (error) {
        console.error(`[site checks] the ${name} check failed on ${url.pathname}: ${error instanceof Error ? error.message : String(error)}`)
        return []
      }
    }),
  )
  const seen = new Set<string>()
  return results
    .flat()
    .filter((finding) => {
      const key = `${finding.check}|${finding.path}|${finding.message}`
      return seen.has(key) ? false : (seen.add(key), true)
    })
    .sort((a, b) => FINDING_SEVERITIES.indexOf(a.severity) - FINDING_SEVERITIES.indexOf(b.severity) || comparePaths(a.path, b.path))
}
