import { describe, expect, it } from 'vitest'
import { checkoutScriptUrl, DEFAULT_CHECKOUT_SCRIPT_URL } from './checkout-script.ts'
import { contentSecurityPolicy } from './security-headers.ts'

describe('checkout provider script', () => {
  it('defaults to the provider, can be changed or turned off, and must be https', () => {
    expect(checkoutScriptUrl({})).toBe(DEFAULT_CHECKOUT_SCRIPT_URL)
    expect(checkoutScriptUrl({ CHECKOUT_SCRIPT_URL: 'https://cdn.pay.example/v1/checkout.js' })).toBe('https://cdn.pay.example/v1/checkout.js')
    expect(checkoutScriptUrl({ CHECKOUT_SCRIPT_URL: '' })).toBeNull()
    expect(() => checkoutScriptUrl({ CHECKOUT_SCRIPT_URL: 'http://cdn.pay.example/x.js' })).toThrow(/must be an https URL/)
    expect(() => checkoutScriptUrl({ CHECKOUT_SCRIPT_URL: 'javascript:alert(1)' })).toThrow(/must be an https URL/)
  })

  it('is the only other origin the content security policy lets scripts come from', () => {
    const policy = contentSecurityPolicy({ checkoutOrigin: 'https://js.stripe.com' })
    expect(policy).toContain("script-src 'self' https://js.stripe.com;")
    expect(policy).toContain('frame-src https://www.youtube-nocookie.com https://player.vimeo.com https://js.stripe.com;')
    expect(contentSecurityPolicy({ checkoutOrigin: null })).toContain("script-src 'self';")
  })
})
