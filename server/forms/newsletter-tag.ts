import type { NewsletterTag } from '../../content-schemas/form-rules.ts'

/** SPEC §9: a newsletter post's tag by the section of the site it was sent from; the schema checks only the tag. */
const TAG_BY_SECTION: Record<string, NewsletterTag> = {
  dokan: 'dokan',
  'best-woocommerce-multi-vendor-solution': 'dokan',
  'dokan-multivendor': 'dokan',
  'dokan-multivendor-marketplace': 'dokan',
  'wp-project-manager-pro': 'project manager',
  'wordpress-project-manager': 'project manager',
  'wp-user-frontend-pro': 'user frontend',
  'wordpress-user-frontend-plugin': 'user frontend',
  wepos: 'wepos',
  coupons: 'coupons',
  blog: 'blog',
  'blog-archive': 'blog',
  category: 'blog',
  tag: 'blog',
  author: 'blog',
  about: 'about',
}

/** The newsletter interest of a (locale-free) path: `/dokan/pricing/` → 'dokan'; none elsewhere. */
export function newsletterTagFor(pathname: string): NewsletterTag | undefined {
  const section = pathname.split('/').find(Boolean) ?? ''
  if (/^\d+$/.test(section)) return 'blog' // /{post id}/{slug}/
  return Object.hasOwn(TAG_BY_SECTION, section) ? TAG_BY_SECTION[section] : undefined
}
