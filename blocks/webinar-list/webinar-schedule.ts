import type { Webinar } from './schema.ts'

/** Earliest first; the offsets of `startsAt` may differ, so compare instants, not strings. */
export function sortByStart(webinars: readonly Webinar[]): Webinar[] {
  return [...webinars].sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt) || a.title.localeCompare(b.title))
}

/** The registration page with the webinar preselected (`?webinar={slug}`). */
export function registrationHref(registerHref: string, slug: string): string {
  return `${registerHref}${registerHref.includes('?') ? '&' : '?'}webinar=${encodeURIComponent(slug)}`
}
