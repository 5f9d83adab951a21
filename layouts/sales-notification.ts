/** SPEC §4/§9 rules of the sales notification popup, kept pure so they are tested on their own. */

/** Seconds of unhovered time each item stays (SPEC §9: 13 s). */
export const SALES_ROTATE_MS = 13_000

/** The popup rotates through at most 10 items (SPEC §9). */
export const SALES_POPUP_ITEMS = 10

/** The cookie value that turns the popup off everywhere. */
const ALL = 'all'

/** The popup never shows on the support area. */
export function isSupportPath(pathname: string): boolean {
  return /^\/support(\/|$)/.test(pathname)
}

/** Product slugs the visitor closed the popup for: `'all'` or a JSON list (anything else counts as none). */
function closedProducts(cookie: string | undefined): string[] | typeof ALL {
  if (cookie === ALL) return ALL
  try {
    const parsed: unknown = JSON.parse(cookie ?? '[]')
    return Array.isArray(parsed) ? parsed.filter((slug): slug is string => typeof slug === 'string') : []
  } catch {
    return []
  }
}

/** Whether the dismissal cookie turns the popup off for `product` ('' = pages of no product). */
export function salesNotificationsOff(cookie: string | undefined, product: string): boolean {
  const closed = closedProducts(cookie)
  return closed === ALL || closed.includes(product || ALL)
}

/** The cookie value after closing the popup on `product`'s pages; closing it outside any product means 'all'. */
export function closeSalesNotificationsFor(cookie: string | undefined, product: string): string {
  const closed = closedProducts(cookie)
  if (closed === ALL || !product) return ALL
  return JSON.stringify(closed.includes(product) ? closed : [...closed, product])
}
