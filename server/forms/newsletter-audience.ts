import type { AudienceKey } from '../../content-schemas/settings.ts'

/**
 * SPEC §9: the mailing-list audience of the section of the site a newsletter post was sent from
 * (the table of the SPEC's tags by path; weForms and Conversion Tracking have audiences of their
 * own). The settings give each audience its form and tag; a block may name another audience.
 */
const AUDIENCE_BY_SECTION: Record<string, AudienceKey> = {
  dokan: 'dokan',
  'best-woocommerce-multi-vendor-solution': 'dokan',
  'dokan-multivendor': 'dokan',
  'dokan-multivendor-marketplace': 'dokan',
  'wp-project-manager-pro': 'pm',
  'wordpress-project-manager': 'pm',
  'wp-user-frontend-pro': 'wpuf',
  'wordpress-user-frontend-plugin': 'wpuf',
  weforms: 'weforms',
  'woocommerce-conversion-tracking': 'wct',
  coupons: 'coupon',
  blog: 'news',
  'blog-archive': 'news',
  category: 'news',
  tag: 'news',
  author: 'news',
  // The SPEC's wepos and about tags have no audience of their own: the general news.
  wepos: 'news',
  about: 'news',
}

/** The audience of a (locale-free) path: `/dokan/pricing/` → 'dokan'; the general news elsewhere. */
export function newsletterAudienceFor(pathname: string): AudienceKey {
  const section = pathname.split('/').find(Boolean) ?? ''
  if (/^\d+$/.test(section)) return 'news' // /{post id}/{slug}/
  return Object.hasOwn(AUDIENCE_BY_SECTION, section) ? AUDIENCE_BY_SECTION[section]! : 'news'
}
