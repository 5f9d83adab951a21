import { describe, expect, it } from 'vitest'
import { registrationHref, sortByStart } from './webinar-schedule.ts'

const webinar = (slug: string, startsAt: string) => ({ slug, title: slug, startsAt, durationMinutes: 45, host: 'Farhana Akter', summary: 'A session.' })

describe('sortByStart', () => {
  it('orders by the instant, whatever the offset, without changing the input', () => {
    const input = [webinar('late', '2026-12-10T15:00:00+00:00'), webinar('early', '2026-12-10T18:00:00+06:00'), webinar('first', '2026-11-02T09:00:00Z')]
    expect(sortByStart(input).map((w) => w.slug)).toEqual(['first', 'early', 'late'])
    expect(input[0]?.slug).toBe('late')
  })

  it('orders webinars at the same time by title', () => {
    expect(sortByStart([webinar('b', '2026-12-10T15:00:00Z'), webinar('a', '2026-12-10T16:00:00+01:00')]).map((w) => w.slug)).toEqual(['a', 'b'])
  })
})

describe('registrationHref', () => {
  it('adds the webinar to the registration page', () => {
    expect(registrationHref('/webinars/registration/', 'dokan-vendor-onboarding')).toBe('/webinars/registration/?webinar=dokan-vendor-onboarding')
  })

  it('keeps a query the page already has', () => {
    expect(registrationHref('/webinars/registration/?utm_source=blog', 'pm-kickoff')).toBe('/webinars/registration/?utm_source=blog&webinar=pm-kickoff')
  })
})
