import { LOCALES, type Locale } from '../content-rules/locales.ts'

/**
 * Dates in the page language, for blocks rendered on the server and hydrated in the browser: both
 * print in UTC, so the text is the same everywhere and no time zone moves a day.
 */

/** A calendar day (YYYY-MM-DD) as a long date: 'December 2, 2026', '2 de diciembre de 2026'. */
export function formatCalendarDay(day: string, locale: Locale): string {
  return new Intl.DateTimeFormat(LOCALES[locale].iso, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`))
}

const INSTANT_STYLES = {
  long: { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' },
  short: { year: 'numeric', month: 'short', day: 'numeric' },
} as const

/** An instant (ISO date-time with offset) with its time in UTC, naming the zone so visitors can convert. */
export function formatUtcDateTime(instant: string, locale: Locale, style: keyof typeof INSTANT_STYLES = 'long'): string {
  const options = { ...INSTANT_STYLES[style], hour: 'numeric', minute: '2-digit', timeZone: 'UTC', timeZoneName: 'short' } as const
  return new Intl.DateTimeFormat(LOCALES[locale].iso, options).format(new Date(instant))
}

/** A calendar period in the page language: a year ('2025'), a month ('February 2025') or a day. */
export function formatCalendarPeriod(period: { year: number; month?: number; day?: number }, locale: Locale): string {
  const date = new Date(Date.UTC(period.year, (period.month ?? 1) - 1, period.day ?? 1))
  const options: Intl.DateTimeFormatOptions = {
    timeZone: 'UTC',
    year: 'numeric',
    ...(period.month ? { month: 'long' } : {}),
    ...(period.day ? { day: 'numeric' } : {}),
  }
  return new Intl.DateTimeFormat(LOCALES[locale].iso, options).format(date)
}
