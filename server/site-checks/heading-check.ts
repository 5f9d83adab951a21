import type { CheckedPage } from './checked-page.ts'
import { blockPathOf, isHiddenFromAssistiveTech, quoted } from './checked-page.ts'
import type { Finding } from './finding.ts'

/**
 * The outline of the content: one h1 (the template gives the title one), and no level skipped on
 * the way down (an h4 right after an h2).
 */
export function headingCheck(page: CheckedPage): Finding[] {
  if (!page.main) return []
  const headings = [...page.main.querySelectorAll('h1, h2, h3, h4, h5, h6')].filter((heading) => !isHiddenFromAssistiveTech(heading))
  const findings: Finding[] = []
  const ones = headings.filter((heading) => heading.tagName === 'H1')
  if (ones.length === 0) {
    findings.push({
      check: 'heading-one',
      severity: 'warning',
      message: 'The page has no main heading (h1): search engines and screen readers take it for the page’s subject.',
      path: null,
    })
  }
  for (const extra of ones.slice(1)) {
    findings.push({
      check: 'heading-one',
      severity: 'warning',
      message: `A second main heading (h1), ${quoted(extra.textContent ?? '')}: the page’s title is its h1; make this one an h2.`,
      path: blockPathOf(extra),
    })
  }
  let previous = 0
  for (const heading of headings) {
    const level = Number(heading.tagName.slice(1))
    // A level skipped in the template (around the blocks) is the site's to mend, not the page's.
    if (previous > 0 && level > previous + 1 && blockPathOf(heading) !== null) {
      findings.push({
        check: 'heading-order',
        severity: 'warning',
        message: `The heading ${quoted(heading.textContent ?? '')} is an h${level} right after an h${previous}: make it an h${previous + 1}, so that no level is skipped.`,
        path: blockPathOf(heading),
      })
    }
    previous = level
  }
  return findings
}
