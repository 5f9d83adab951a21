/**
 * What the site checks find on a rendered page (server/site-checks/run-site-checks.ts), as the
 * editor's Site checks panel and pre-publish panel show it.
 */
export const FINDING_SEVERITIES = ['error', 'warning', 'notice'] as const
export type FindingSeverity = (typeof FINDING_SEVERITIES)[number]

export interface Finding {
  /** Which check found it (`broken-link`, `image-alt`, `axe:label`…). */
  check: string
  /** An error: visitors get a broken or wrong page; a warning: worth fixing before publishing; a notice: for information. */
  severity: FindingSeverity
  /** One sentence for a marketer: what is wrong, where, and what to do. */
  message: string
  /** The block it belongs to, as the editor numbers blocks (`0.3.1`); null for the page as a whole. */
  path: string | null
}

/** The answer of POST /api/checks/page. */
export interface SiteChecksAnswer {
  findings: Finding[]
  /** How long the site took, rendering included (ms). */
  ms: number
}
