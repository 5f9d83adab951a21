import { describe, expect, it } from 'vitest'
import { resolveLinkTarget } from './link-target.ts'

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
})
