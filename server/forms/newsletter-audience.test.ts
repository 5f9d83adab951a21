import { describe, expect, it } from 'vitest'
import { newsletterAudienceFor } from './newsletter-audience.ts'
import { extractLocale } from '../../content-rules/locales.ts'

/** As the forms API reads the page a post came from: the path without its language. */
const audienceOf = (path: string) => newsletterAudienceFor(extractLocale(path).pathname)

describe('the newsletter audience of a section (SPEC §9)', () => {
  it('picks the audience by the section of the site, in every language', () => {
    for (const prefix of ['', '/es', '/fr']) {
      expect(audienceOf(`${prefix}/dokan/pricing/`)).toBe('dokan')
      expect(audienceOf(`${prefix}/dokan-multivendor-marketplace/`)).toBe('dokan')
      expect(audienceOf(`${prefix}/wordpress-project-manager/`)).toBe('pm')
      expect(audienceOf(`${prefix}/wp-project-manager-pro/pricing/`)).toBe('pm')
      expect(audienceOf(`${prefix}/wp-user-frontend-pro/modules/`)).toBe('wpuf')
      expect(audienceOf(`${prefix}/wordpress-user-frontend-plugin/`)).toBe('wpuf')
      expect(audienceOf(`${prefix}/weforms/`)).toBe('weforms')
      expect(audienceOf(`${prefix}/woocommerce-conversion-tracking/pricing/`)).toBe('wct')
      expect(audienceOf(`${prefix}/coupons/`)).toBe('coupon')
    }
  })

  it('sends the blog, its lists and its posts (by id) to the news audience', () => {
    for (const path of [
      '/blog/',
      '/blog/90101/a-post/',
      '/90101/a-post/',
      '/es/90205/una-entrada/',
      '/blog-archive/',
      '/category/marketplace/',
      '/tag/dokan/',
      '/author/farhana-akter/',
    ]) {
      expect(audienceOf(path), path).toBe('news')
    }
  })

  it('sends the sections with no audience of their own (wepos, about) and every other page to the news audience', () => {
    for (const path of ['/wepos/', '/fr/wepos/pricing/', '/about/team/', '/', '/es/', '/contact/', '/dokanx/', '/constructor/', '/__proto__/']) {
      expect(audienceOf(path), path).toBe('news')
    }
  })
})
