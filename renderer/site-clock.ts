import type { PageFacts } from './page-facts.ts'

/**
 * The page's time in the browser: the browser's clock, except on a live preview shown at a chosen
 * moment, whose clock stands at that moment (the page as it will be then: a countdown three days
 * before the end reads three days). What the page shows by time reads this, never the bare clock.
 */
export function siteNow(facts: Pick<PageFacts, 'clockFrozenAt'>): number {
  return facts.clockFrozenAt ?? Date.now()
}
