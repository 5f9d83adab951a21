import { describe, expect, it } from 'vitest'
import { formatCalendarDay, formatCalendarPeriod, formatUtcDateTime } from './format-date.ts'

describe('formatCalendarDay', () => {
  it('writes the day the way each language does', () => {
    expect(formatCalendarDay('2027-01-31', 'en')).toBe('January 31, 2027')
    expect(formatCalendarDay('2027-01-31', 'es')).toBe('31 de enero de 2027')
    expect(formatCalendarDay('2027-01-31', 'fr')).toBe('31 janvier 2027')
  })

  it('keeps the calendar day at the edges of months and years', () => {
    expect(formatCalendarDay('2025-12-31', 'en')).toBe('December 31, 2025')
    expect(formatCalendarDay('2026-01-01', 'fr')).toBe('1 janvier 2026')
    expect(formatCalendarDay('2027-03-01', 'en')).toBe('March 1, 2027')
  })
})

describe('formatUtcDateTime', () => {
  it('prints the instant in UTC, naming the zone, in the page language', () => {
    expect(formatUtcDateTime('2026-12-10T15:00:00+00:00', 'en')).toMatch(/^Thursday, December 10, 2026 at 3:00\sPM UTC$/)
    expect(formatUtcDateTime('2026-12-10T15:00:00+00:00', 'es')).toBe('jueves, 10 de diciembre de 2026, 15:00 UTC')
    expect(formatUtcDateTime('2026-12-10T15:00:00+00:00', 'fr')).toBe('jeudi 10 décembre 2026 à 15:00 UTC')
  })

  it('converts other offsets, across midnight', () => {
    expect(formatUtcDateTime('2026-12-11T02:30:00+06:00', 'fr')).toBe('jeudi 10 décembre 2026 à 20:30 UTC')
  })

  it('has a short form for option lists', () => {
    expect(formatUtcDateTime('2026-12-10T15:00:00+00:00', 'en', 'short')).toMatch(/^Dec 10, 2026, 3:00\sPM UTC$/)
  })
})

describe('formatCalendarPeriod', () => {
  it('names a year, a month or a day in the page language', () => {
    expect(formatCalendarPeriod({ year: 2025 }, 'en')).toBe('2025')
    expect(formatCalendarPeriod({ year: 2025, month: 2 }, 'en')).toBe('February 2025')
    expect(formatCalendarPeriod({ year: 2025, month: 2 }, 'es')).toBe('febrero de 2025')
    expect(formatCalendarPeriod({ year: 2025, month: 2, day: 11 }, 'fr')).toBe('11 février 2025')
    expect(formatCalendarPeriod({ year: 2025, month: 2, day: 11 }, 'en')).toBe(formatCalendarDay('2025-02-11', 'en'))
  })
})
