import { describe, expect, it } from 'vitest'
import { analyticsTag } from './analytics-tag.ts'
import { contentSecurityPolicy } from './security-headers.ts'

describe('the analytics tag (ANALYTICS_TAG_ID)', () => {
  it('is off without an id, and the policy then allows no analytics origin', () => {
    expect(analyticsTag({})).toBeNull()
    expect(analyticsTag({ ANALYTICS_TAG_ID: '' })).toBeNull()
    expect(contentSecurityPolicy({ checkoutOrigin: null })).toContain("script-src 'self'; ")
  })

  it("loads Google's loader for a tag manager container or a GA4 id, and allows where Google's tags send their hits", () => {
    expect(analyticsTag({ ANALYTICS_TAG_ID: 'GTM-ABC123' })).toEqual({
      tagId: 'GTM-ABC123',
      scriptUrl: 'https://www.googletagmanager.com/gtm.js?id=GTM-ABC123',
      origins: ['https://www.googletagmanager.com', 'https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'],
    })
    const ga4 = analyticsTag({ ANALYTICS_TAG_ID: 'G-XYZ9876' })!
    expect(ga4.scriptUrl).toBe('https://www.googletagmanager.com/gtag/js?id=G-XYZ9876')
    const policy = contentSecurityPolicy({ checkoutOrigin: null, analyticsOrigins: ga4.origins })
    expect(policy).toContain("script-src 'self' https://www.googletagmanager.com https://*.google-analytics.com")
    expect(policy).toContain("connect-src 'self' https://www.googletagmanager.com https://*.google-analytics.com")
  })

  it('loads another compatible service from ANALYTICS_SCRIPT_URL, allowing its origin alone', () => {
    expect(analyticsTag({ ANALYTICS_TAG_ID: 'GTM-ABC123', ANALYTICS_SCRIPT_URL: 'https://tags.example.com/gtm.js?id=GTM-ABC123' })?.origins).toEqual([
      'https://tags.example.com',
    ])
  })

  it('refuses an id or a loader it cannot trust, naming the variable', () => {
    expect(() => analyticsTag({ ANALYTICS_TAG_ID: "GTM-1'><script>" })).toThrow(/ANALYTICS_TAG_ID must be/)
    expect(() => analyticsTag({ ANALYTICS_TAG_ID: 'GTM-ABC123', ANALYTICS_SCRIPT_URL: 'http://tags.example.com/x.js' })).toThrow(
      /ANALYTICS_SCRIPT_URL must be an https URL/,
    )
  })
})
