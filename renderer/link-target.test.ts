import { describe, expect, it } from 'vitest'
import { isAccountArea, resolveLinkTarget } from './link-target.ts'

describe('resolveLinkTarget', () => {
  it('keeps the locale prefix on internal paths', () => {
    expect(resolveLinkTarget('/dokan/pricing/', 'es')).toEqual({ href: '/es/dokan/pricing/', external: false })
    expect(resolveLinkTarget('/dokan/pricing/', 'en')).toEqual({ href: '/dokan/pricing/', external: false })
    expect(resolveLinkTarget('#faq', 'fr')).toEqual({ href: '#faq', external: false })
  })

  it('loads external URLs and the account area in full', () => {
    expect(resolveLinkTarget('https://wedevs.com/account/cart/', 'es')).toEqual({ href: 'https://wedevs.com/account/cart/', external: true })
    expect(resolveLinkTarget('//cdn.example/x', 'en').external).toBe(true)
    expect(resolveLinkTarget('/account/tickets/', 'fr')).toEqual({ href: '/account/tickets/', external: true })
    expect(resolveLinkTarget('mailto:hello@wedevs.com', 'en').external).toBe(true)
  })

  it('knows the account area of this site', () => {
    expect(isAccountArea(new URL('https://site.test/account/cart/'), 'https://site.test')).toBe(true)
    expect(isAccountArea(new URL('https://site.test/account'), 'https://site.test')).toBe(true)
    expect(isAccountArea(new URL('https://site.test/accounting/'), 'https://site.test')).toBe(false)
    expect(isAccountArea(new URL('https://other.test/account/'), 'https://site.test')).toBe(false)
  })
})
