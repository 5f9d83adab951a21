import { describe, expect, it } from 'vitest'
import { isEmail, newsletterTagFor } from './form-rules.ts'

describe('form rules', () => {
  it('accepts standard email addresses only', () => {
    expect(isEmail('ana@example.com')).toBe(true)
    expect(isEmail(' ana.diaz+news@shop.example.co ')).toBe(true)
    for (const bad of ['', 'ana', 'ana@', 'ana@example', 'ana@example.c', 'a b@example.com', '@example.com']) expect(isEmail(bad)).toBe(false)
  })

  it('tags newsletter subscriptions by section (SPEC §9)', () => {
    expect(newsletterTagFor('/dokan/pricing/')).toBe('dokan')
    expect(newsletterTagFor('/wordpress-project-manager/')).toBe('project manager')
    expect(newsletterTagFor('/wp-user-frontend-pro/modules/')).toBe('user frontend')
    expect(newsletterTagFor('/wepos/')).toBe('wepos')
    expect(newsletterTagFor('/coupons/')).toBe('coupons')
    expect(newsletterTagFor('/blog/90101/a-post/')).toBe('blog')
    expect(newsletterTagFor('/90101/a-post/')).toBe('blog')
    expect(newsletterTagFor('/about/team/')).toBe('about')
    expect(newsletterTagFor('/')).toBeUndefined()
    expect(newsletterTagFor('/contact/')).toBeUndefined()
  })
})
