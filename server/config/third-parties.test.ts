import { describe, expect, it } from 'vitest'
import { parseSiteConfig } from './site-config.ts'
import { contentSecurityPolicy } from '../http/security-headers.ts'

describe('the checkout provider script (CHECKOUT_SCRIPT_URL)', () => {
  it('defaults to the provider, can be changed or turned off, and must be https', () => {
    expect(parseSiteConfig({}).checkoutScriptUrl).toBe('https://js.stripe.com/v3/')
    expect(parseSiteConfig({ CHECKOUT_SCRIPT_URL: 'https://cdn.pay.example/v1/checkout.js' }).checkoutScriptUrl).toBe('https://cdn.pay.example/v1/checkout.js')
    expect(parseSiteConfig({ CHECKOUT_SCRIPT_URL: '' }).checkoutScriptUrl).toBeNull()
    expect(() => parseSiteConfig({ CHECKOUT_SCRIPT_URL: 'http://cdn.pay.example/x.js' })).toThrow(/CHECKOUT_SCRIPT_URL=.*must be an https URL/)
    expect(() => parseSiteConfig({ CHECKOUT_SCRIPT_URL: 'javascript:alert(1)' })).toThrow(/must be an https URL/)
  })

  it('is the only other origin the content security policy lets scripts come from', () => {
    const policy = contentSecurityPolicy({ checkoutOrigin: 'https://js.stripe.com' })
    expect(policy).toContain("script-src 'self' https://js.stripe.com;")
    expect(policy).toContain('frame-src https://www.youtube-nocookie.com https://player.vimeo.com https://js.stripe.com;')
    expect(contentSecurityPolicy({ checkoutOrigin: null })).toContain("script-src 'self';")
  })
})

describe('the analytics tag (ANALYTICS_TAG_ID)', () => {
  const analytics = (env: Record<string, string>) => parseSiteConfig(env).analytics

  it('is off without an id, and the policy then allows no analytics origin', () => {
    expect(analytics({})).toBeNull()
    expect(analytics({ ANALYTICS_TAG_ID: '' })).toBeNull()
    expect(contentSecurityPolicy({ checkoutOrigin: null })).toContain("script-src 'self'; ")
  })

  it("loads Google's loader for a tag manager container or a GA4 id, and allows where Google's tags send their hits", () => {
    expect(analytics({ ANALYTICS_TAG_ID: 'GTM-ABC123' })).toEqual({
      tagId: 'GTM-ABC123',
      scriptUrl: 'https://www.googletagmanager.com/gtm.js?id=GTM-ABC123',
      origins: ['https://www.googletagmanager.com', 'https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'],
    })
    const ga4 = analytics({ ANALYTICS_TAG_ID: 'G-XYZ9876' })!
    expect(ga4.scriptUrl).toBe('https://www.googletagmanager.com/gtag/js?id=G-XYZ9876')
    const policy = contentSecurityPolicy({ checkoutOrigin: null, analyticsOrigins: ga4.origins })
    expect(policy).toContain("script-src 'self' https://www.googletagmanager.com https://*.google-analytics.com")
    expect(policy).toContain("connect-src 'self' https://www.googletagmanager.com https://*.google-analytics.com")
  })

  it('loads another compatible service from ANALYTICS_SCRIPT_URL, allowing its origin alone', () => {
    expect(analytics({ ANALYTICS_TAG_ID: 'GTM-ABC123', ANALYTICS_SCRIPT_URL: 'https://tags.example.com/gtm.js?id=GTM-ABC123' })?.origins).toEqual([
      'https://tags.example.com',
    ])
  })

  it('refuses an id or a loader it cannot trust, naming the variable', () => {
    expect(() => analytics({ ANALYTICS_TAG_ID: "GTM-1'><script>" })).toThrow(/ANALYTICS_TAG_ID=.*: it must be a tag manager container/)
    expect(() => analytics({ ANALYTICS_TAG_ID: 'GTM-ABC123', ANALYTICS_SCRIPT_URL: 'http://tags.example.com/x.js' })).toThrow(
      /ANALYTICS_SCRIPT_URL=.*: it must be an absolute https URL/,
    )
  })
})
