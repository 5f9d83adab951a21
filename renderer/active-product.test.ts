import { describe, expect, it } from 'vitest'
import { activeProductSlug, pricingPath } from './active-product.ts'

describe('activeProductSlug', () => {
  it.each([
    ['/dokan/pricing/', 'dokan'],
    ['/best-woocommerce-multi-vendor-solution/comparison/', 'dokan-duplicate'],
    ['/wp-project-manager-pro/', 'wp-project-manager-pro'],
    ['/wordpress-project-manager/features/', 'wp-project-manager-pro'],
    ['/wp-user-frontend-pro/modules/', 'wp-user-frontend-pro'],
    ['/wordpress-user-frontend-plugin/', 'wp-user-frontend-pro'],
    ['/woocommerce-conversion-tracking/facebook/', 'woocommerce-conversion-tracking'],
    ['/wecare/backup/', 'wecare'],
    ['/dokan-mobile-app/', 'dokan-mobile-app'],
    ['/otel-theme/pricing/', 'otel-theme'],
    ['/delivery-driver-app/', 'delivery-driver-app'],
    ['/about/', ''],
    ['/', ''],
    ['/dokanx/', ''],
    ['/toString/', ''],
  ])('%s → %s', (path, slug) => {
    expect(activeProductSlug(path)).toBe(slug)
  })

  it('links pricing to the page’s product section, else the campaign product', () => {
    expect(pricingPath('/wordpress-project-manager/features/', 'dokan')).toBe('/wordpress-project-manager/pricing/')
    expect(pricingPath('/about/', 'dokan')).toBe('/dokan/pricing/')
  })
})
