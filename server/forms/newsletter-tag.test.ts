import { describe, expect, it } from 'vitest'
import { newsletterTagFor } from './newsletter-tag.ts'

describe('newsletter tags', () => {
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
