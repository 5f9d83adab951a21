/** SPEC §4: the active product, from the first segment of the (locale-free) path. */
const PRODUCT_BY_PREFIX: Record<string, string> = {
  dokan: 'dokan',
  'best-woocommerce-multi-vendor-solution': 'dokan-duplicate',
  'wp-project-manager-pro': 'wp-project-manager-pro',
  'wordpress-project-manager': 'wp-project-manager-pro',
  'wp-user-frontend-pro': 'wp-user-frontend-pro',
  'wordpress-user-frontend-plugin': 'wp-user-frontend-pro',
  'woocommerce-conversion-tracking': 'woocommerce-conversion-tracking',
  wecare: 'wecare',
  'dokan-mobile-app': 'dokan-mobile-app',
  'otel-theme': 'otel-theme',
  'delivery-driver-app': 'delivery-driver-app',
}

/** Every active product slug: the only products the sales popup asks the sales report for. */
export const ACTIVE_PRODUCT_SLUGS: readonly string[] = [...new Set(Object.values(PRODUCT_BY_PREFIX))]

/** `/dokan/pricing/` → 'dokan'; anything else → ''. */
export function activeProductSlug(pathname: string): string {
  const prefix = pathname.split('/').find(Boolean) ?? ''
  return Object.hasOwn(PRODUCT_BY_PREFIX, prefix) ? (PRODUCT_BY_PREFIX[prefix] ?? '') : ''
}

/** The multi-vendor marketplace product pages (where the header shows its search icon). */
export function isMultivendorProduct(slug: string): boolean {
  return slug === 'dokan' || slug === 'dokan-duplicate'
}

/** The product section a pricing link should go to: the page's own product, else the campaign's. */
export function pricingPath(pathname: string, fallbackProduct: string): string {
  const prefix = pathname.split('/').find(Boolean) ?? ''
  return activeProductSlug(pathname) ? `/${prefix}/pricing/` : `/${fallbackProduct}/pricing/`
}
