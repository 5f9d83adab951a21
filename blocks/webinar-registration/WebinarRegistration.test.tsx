import { describe, expect, it } from 'vitest'
import upcoming from './fixtures/upcoming.html?raw'
import webinarRegistration from './index.ts'
import { preselectedWebinar } from './preselected-webinar.ts'
import { fixtureAttrs } from '../markup/fixture-attrs.ts'
import { renderBlock } from '../../tests/support/render-block.tsx'

const attrs = fixtureAttrs(webinarRegistration, upcoming)

describe('site/webinar-registration', () => {
  it('offers every webinar with its UTC start time, the first one selected, and requires name, email and terms', () => {
    const html = renderBlock(webinarRegistration, attrs)
    expect(html).toContain('<h2 id=')
    expect(html).toContain('Launch a marketplace in a weekend with Dokan · Dec 10, 2026, 3:00 PM UTC')
    expect(html).toMatch(/<select[^>]+required=""/)
    expect(html.match(/<option /g)).toHaveLength(3)
    expect(html.match(/required=""/g)).toHaveLength(4) // webinar, first name, email, terms
    expect(html).toContain('Save my seat')
  })

  it('speaks the page language', () => {
    const html = renderBlock(webinarRegistration, attrs, 'es')
    expect(html).toContain('Reservar mi plaza')
    expect(html).toContain('href="/es/privacy-policy/"')
  })

  it('preselects only a webinar the form offers', () => {
    expect(preselectedWebinar('?webinar=vendor-onboarding-that-scales', attrs.webinars)).toBe('vendor-onboarding-that-scales')
    expect(preselectedWebinar('?webinar=%3Cscript%3E', attrs.webinars)).toBeUndefined()
    expect(preselectedWebinar('', attrs.webinars)).toBeUndefined()
  })

  it('rejects a form without webinars, a form id or with a bad start time', () => {
    expect(webinarRegistration.attrs.safeParse({ formId: 1, webinars: [] }).success).toBe(false)
    expect(webinarRegistration.attrs.safeParse({ webinars: attrs.webinars }).success).toBe(false)
    const bad = { formId: 1, webinars: [{ slug: 'x', title: 'X', startsAt: 'next Tuesday' }] }
    expect(webinarRegistration.attrs.safeParse(bad).success).toBe(false)
  })
})
