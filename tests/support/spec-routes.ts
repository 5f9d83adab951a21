/**
 * The page routes of SPEC §2, written out (without language prefix or trailing slash). The route
 * coverage test requests each in en, es and fr.
 */
const under = (base: string, children: string[]) => [base, ...children.map((child) => `${base}/${child}`)]

export const STATIC_PAGES = [
  'about', 'about/giving-back', 'about/team', 'advanced-search-widget', 'affiliates', 'affiliates-survey',
  'affiliates/affiliate-terms-and-conditions', 'bbpress-reports', 'blackfriday-cybermonday-holiday-deals-submissions',
  'brand-assets', 'career', 'commenting', 'contact', 'coupons', 'covid19', 'draft-bundle-products', 'special-bundle-products',
  'facebook-group-to-wordpress', 'faq', 'gdpr', 'guest-blogging-policy', 'life-at-wedevs', 'lost-license', 'meetup', 'partners',
  'partners/pressable', 'privacy-policy', 'products', 'refund-policy', 'support', 'support-policy', 'support/forum', 'support/users', 'terms-of-service',
  'testimonial', 'webinars', 'webinars/all-webinars', 'webinars/registration', 'you-are-in', 'use-cases/b2c-marketplace', 'weforms',
]

export const SERVICE_PAGES = [
  ...under('wecare', ['backup', 'optimization', 'pricing', 'security', 'service', 'updates']),
  ...under('welab', ['dokan-service', 'ourpartner', 'plugin-form', 'request-customization', 'wordpress-service']),
  ...under('wepos', ['feature', 'pricing']),
]

export const MARKETPLACE_PAGES = [
  ...under('best-woocommerce-multi-vendor-solution', ['comparison', 'dokan-free-demo', 'features-and-modules', 'pricing', 'tweet-to-win-pricing']),
  'dokan', 'dokan/backup-index', 'dokan-multivendor', 'dokan-multivendor/backup-index',
  'dokan-multivendor-marketplace', 'dokan-multivendor-marketplace/backup-index', 'dokan-lite-upgrade-to-pro',
  ...under('woocommerce-multi-vendor-solution', ['australia', 'russia', 'singapore', 'usa']),
]

const PROJECT_MANAGER = [
  'compare', 'comparison', 'extensions', 'features', 'pricing', 'project-management-challenges', 'resources', 'screenshots',
  'share-and-get-discount-wppm', 'submit-success-story', 'survey', 'testimonials', 'upgrade-to-pro',
]
const USER_FRONTEND = [
  'compare', 'content-restriction', 'features', 'frontend-dashboard', 'frontend-posting', 'modules', 'pricing', 'profile-builder',
  'share-and-get-discount-wpuf', 'social-login', 'subscription', 'test-user-directory', 'testimonials', 'user-directory',
]
const VIEW_PRODUCT = ['comparison', 'features', 'modules', 'pricing', 'tweet-to-win-pricing']

export const PRODUCT_PAGES = [
  ...under('dokan', [
    'compare', 'comparison', 'compatible-plugins', 'demo', 'dokan-delivery-driver-app', 'dokan-delivery-driver-app/pricing',
    'dokan-mobile-app', 'dokan-mobile-app/faq', 'dokan-mobile-app/feature', 'dokan-mobile-app/pricing', 'dokan-nulled',
    'dokani-theme', 'download', 'faq', 'features', 'features/features-animation', 'features/test',
    'free-tools/return-and-refund-policy-template', 'free-tools/startup-cost-calculator', 'knowledge-base', 'modules',
    'otel-theme', 'otel-theme/pricing', 'pricing', 'resources', 'screenshots', 'submit-success-story', 'success-stories',
    'survey', 'testimonials', 'themes', 'themes-backup',
  ]).slice(1),
  'view-dokan-delivery-driver-app', 'view-otel-theme',
  ...under('view-dokan-mobile-app', ['feature', 'pricing', 'tweet-to-win-pricing']),
  ...under('view-wp-project-manager-pro', VIEW_PRODUCT),
  ...under('view-wp-user-frontend-pro', [...VIEW_PRODUCT, 'content-restriction', 'frontend-dashboard', 'frontend-posting', 'profile-builder', 'subscription']),
  ...under('wordpress-project-manager', PROJECT_MANAGER),
  ...under('wp-project-manager-pro', PROJECT_MANAGER),
  ...under('wordpress-user-frontend-plugin', USER_FRONTEND),
  ...under('wp-user-frontend-pro', USER_FRONTEND),
  ...under('woocommerce-conversion-tracking', ['download', 'facebook', 'google-adwords', 'microsoft-advertising', 'perfect-audience', 'pricing', 'twitter', 'upgrade-to-pro']),
]

/**
 * Every content page of SPEC §2. Templates over other data are checked with their own parameters:
 * the blog's (blog, blog-archive, author, category, date, search, tag) in route-coverage.test.ts,
 * the docs' in docs.test.ts and the forum's (forums, topics, topic tags, users) in forum.test.ts.
 */
export const SPEC_PAGES = ['', ...STATIC_PAGES, ...SERVICE_PAGES, ...MARKETPLACE_PAGES, ...PRODUCT_PAGES]
