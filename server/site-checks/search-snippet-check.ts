import type { CheckedPage } from './checked-page.ts'
import { quoted } from './checked-page.ts'
import type { Finding } from './finding.ts'

/** About what search engines show of a title before they cut it. */
export const SEARCH_TITLE_MAX = 60
/** About what they show of a description. */
export const SEARCH_DESCRIPTION_MAX = 160
/** Shorter than this, a description says little, and engines often write their own. */
export const SEARCH_DESCRIPTION_MIN = 50

/** The title and description a search result shows, as the page's head gives them. */
export function searchSnippetCheck(page: CheckedPage): Finding[] {
  const findings: Finding[] = []
  const title = (page.document.querySelector('title')?.textContent ?? '').trim()
  if (!title) {
    findings.push({ check: 'search-title', severity: 'warning', message: 'The page has no title: search results would show its address instead.', path: null })
  } else if (title.length > SEARCH_TITLE_MAX) {
    findings.push({
      check: 'search-title',
      severity: 'warning',
      message: `The title in search results, ${quoted(title, 90)}, is ${title.length} characters long: search engines show about ${SEARCH_TITLE_MAX}, so its end will be cut. Shorten the title.`,
      path: null,
    })
  }
  const description = (page.document.querySelector('meta[name="description"]')?.getAttribute('content') ?? '').trim()
  if (!description) {
    findings.push({
      check: 'search-description',
      severity: 'notice',
      message: 'The page has no description: search engines will quote some of its text. Write an excerpt to choose what they show.',
      path: null,
    })
  } else if (description.length > SEARCH_DESCRIPTION_MAX) {
    findings.push({
      check: 'search-description',
      severity: 'warning',
      message: `The description (the excerpt) is ${description.length} characters long: search engines show about ${SEARCH_DESCRIPTION_MAX}, so its end will be cut.`,
      path: null,
    })
  } else if (description.length < SEARCH_DESCRIPTION_MIN) {
    findings.push({
      check: 'search-description',
      severity: 'notice',
      message: `The description (the excerpt) is ${description.length} characters long: up to ${SEARCH_DESCRIPTION_MAX} say more in search results.`,
      path: null,
    })
  }
  return findings
}
