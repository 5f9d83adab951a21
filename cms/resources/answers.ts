import { CmsError } from '../cms-error.ts'
import type { CmsResult } from '../transport.ts'
import type { Locale } from '../../content-rules/locales.ts'

/** A list's totals from WordPress's headers; without them, the list is all there is (one page). */
export const totalsOf = (result: CmsResult<unknown[]>) => ({ total: result.total ?? result.data.length, totalPages: result.totalPages ?? 1 })

/** An item's answer, or null where the source has no such item (404); other failures stay errors. */
export async function orNull<T>(answer: Promise<CmsResult<T>>): Promise<T | null> {
  try {
    return (await answer).data
  } catch (error) {
    if (error instanceof CmsError && error.status === 404) return null
    throw error
  }
}

/** Items by language (the first of each, should the source hold two). */
export function byLanguage<T extends { lang: Locale }>(items: T[]): Map<Locale, T> {
  const found = new Map<Locale, T>()
  for (const item of items) if (!found.has(item.lang)) found.set(item.lang, item)
  return found
}
