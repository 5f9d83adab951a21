/** Form rules shared by the browser and the server's schemas (content-schemas/forms.ts); no zod here. */

/**
 * The hidden field's name: ordinary enough for form-filling bots, and no name browsers' autofill or
 * password managers fill in (as they would `website` or `url`), so no person's form is mistaken for a bot's.
 */
export const HONEYPOT_FIELD = 'subject_line'

/**
 * The fields a form post carries beside its submission, never sent on: which form of the page it
 * came from (its island's id, so that the page shows the answer in that form) and a demo form's
 * redirect (the block's redirect prop, SPEC §7; only hosts on the allow-list are followed).
 */
export const FORM_KEY_FIELD = '_form'
export const FORM_REDIRECT_FIELD = '_redirect'

/** SPEC §5: "a standard email pattern". */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/

export const isEmail = (value: string): boolean => EMAIL_PATTERN.test(value.trim())

/** SPEC §9: newsletter tags by path. */
export const NEWSLETTER_TAGS = ['dokan', 'project manager', 'user frontend', 'wepos', 'coupons', 'blog', 'about'] as const
export type NewsletterTag = (typeof NEWSLETTER_TAGS)[number]

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
