import { z } from 'zod'
import { safeUrlSchema } from './safe-url.ts'
import { CAMPAIGN_DATE_PATTERN, isCampaignDate } from './campaign-date.ts'

/** A colour as WordPress's colour picker gives it (#rgb or #rrggbb): nothing a style attribute could be broken out of. */
export const cssColorSchema = z
  .string()
  .regex(/^#(?:[0-9a-fA-F]{3}){1,2}$/)
  .describe('a colour (#rgb or #rrggbb)')

/** SPEC §9: the campaign's end when the settings give none (26 September 2025, Asia/Dhaka). */
export const DEFAULT_CAMPAIGN_END = '2025-09-26 00:00:00'
/** SPEC §9: the campaign popup's button text when the settings give none. */
export const DEFAULT_POPUP_BUTTON_TEXT = 'Lock in 50% OFF Now'
/** The campaign popup's colours when the settings give none, or give one that is no colour (cms/resources/settings.ts). */
export const DEFAULT_POPUP_COLORS = { background: '#ffffff', text: '#1d2327', button: '#6c4de6', buttonText: '#ffffff' } as const

/** The site checks' first-visit budget when the settings give none (KB, brotli): the heaviest page of the dataset with room to spare. */
export const DEFAULT_PAGE_WEIGHT_BUDGET_KB = 120

/** SPEC §7: the default newsletter form of the forms service (every audience's, unless the settings name another). */
export const DEFAULT_NEWSLETTER_FORM_ID = 480946

/**
 * SPEC §9: the mailing-list audiences. A newsletter subscription goes to one: the one its block names,
 * else the one of the section it was sent from (server/forms/newsletter-audience.ts); the settings
 * give each its forms-service form and its tag.
 */
export const AUDIENCE_KEYS = ['dokan', 'weforms', 'pm', 'wpuf', 'wct', 'coupon', 'news'] as const
export type AudienceKey = (typeof AUDIENCE_KEYS)[number]

/** What editors and marketers see each audience as (the newsletter block's select, WordPress's Site settings screen). */
export const AUDIENCE_LABELS: Record<AudienceKey, string> = {
  dokan: 'Dokan',
  weforms: 'weForms',
  pm: 'WP Project Manager',
  wpuf: 'WP User Frontend',
  wct: 'WooCommerce Conversion Tracking',
  coupon: 'Coupons and deals',
  news: 'Blog and news',
}

/** A tag the forms service files a subscriber under: short plain text, nothing a page or a mail could be broken out of. */
export const audienceTagSchema = z
  .string()
  .trim()
  .min(1)
  .max(40)
  .regex(/^[^<>\p{Cc}\p{Cf}]+$/u, 'not plain text (no < > or control characters)')
  .describe('a short plain-text tag (1 to 40 characters, no < > or control characters)')

/** One mailing-list audience: the forms-service form its subscriptions are posted to, with its tag. */
export const audienceSchema = z.object({
  formId: z.number().int().positive(),
  tag: audienceTagSchema,
})
export type Audience = z.output<typeof audienceSchema>

/** Each audience where the settings give none, or give one that is no audience (cms/resources/settings.ts): SPEC §9's tags by path, the default form. */
export const DEFAULT_AUDIENCES: Readonly<Record<AudienceKey, Audience>> = {
  dokan: { formId: DEFAULT_NEWSLETTER_FORM_ID, tag: 'dokan' },
  weforms: { formId: DEFAULT_NEWSLETTER_FORM_ID, tag: 'weforms' },
  pm: { formId: DEFAULT_NEWSLETTER_FORM_ID, tag: 'project manager' },
  wpuf: { formId: DEFAULT_NEWSLETTER_FORM_ID, tag: 'user frontend' },
  wct: { formId: DEFAULT_NEWSLETTER_FORM_ID, tag: 'conversion tracking' },
  coupon: { formId: DEFAULT_NEWSLETTER_FORM_ID, tag: 'coupons' },
  news: { formId: DEFAULT_NEWSLETTER_FORM_ID, tag: 'blog' },
}

/** An audience of the settings: its default when they give none, its label as the title WordPress's screen shows. */
const audienceSetting = (key: AudienceKey) => audienceSchema.default(DEFAULT_AUDIENCES[key]).meta({ title: AUDIENCE_LABELS[key] })

export const audiencesSchema = z
  .object({
    dokan: audienceSetting('dokan'),
    weforms: audienceSetting('weforms'),
    pm: audienceSetting('pm'),
    wpuf: audienceSetting('wpuf'),
    wct: audienceSetting('wct'),
    coupon: audienceSetting('coupon'),
    news: audienceSetting('news'),
  })
  .default(DEFAULT_AUDIENCES)
export type Audiences = z.output<typeof audiencesSchema>

const slugSchema = z
  .string()
  .regex(/^[a-z0-9][a-z0-9-]{0,63}$/)
  .describe('a slug (a-z, 0-9, -)')

export const menuLinkSchema = z.object({
  label: z.string().min(1),
  url: safeUrlSchema,
  /** Shows the 'New' label. */
  isNew: z.boolean().default(false),
})

/** A main-menu entry: a link, a dropdown of links, or the products mega-menu, or the try-demo modal. */
export const menuItemSchema = z.object({
  label: z.string().min(1),
  url: safeUrlSchema.optional(),
  children: z.array(menuLinkSchema).default([]),
  kind: z.enum(['link', 'dropdown', 'products', 'demo']).default('link'),
})

export const productEntrySchema = menuLinkSchema.extend({ description: z.string() })

/** The social networks the footer links to, with their names (the footer's links, WordPress's Site settings screen). */
export const SOCIAL_NETWORKS = { facebook: 'Facebook', x: 'X', youtube: 'YouTube', linkedin: 'LinkedIn', instagram: 'Instagram' } as const
export type SocialNetwork = keyof typeof SOCIAL_NETWORKS
const SOCIAL_NETWORK_KEYS = Object.keys(SOCIAL_NETWORKS) as [SocialNetwork, ...SocialNetwork[]]

export const siteSettingsSchema = z.object({
  name: z.string(),
  menus: z.object({
    primary: z.array(menuItemSchema),
    /** The products mega-menu. */
    products: z.array(productEntrySchema),
    footer: z.object({
      company: z.array(menuLinkSchema),
      resources: z.array(menuLinkSchema),
      products: z.array(menuLinkSchema),
    }),
    social: z.array(z.object({ network: z.enum(SOCIAL_NETWORK_KEYS), url: safeUrlSchema })),
  }),
  /** Optional call to action above the footer columns (links to /products/). Its titles are the labels of WordPress's Site settings screen. */
  footerCta: z
    .object({
      heading: z.string().meta({ title: 'Footer call to action: heading' }),
      text: z.string().meta({ title: 'Footer call to action: text' }),
      label: z.string().meta({ title: 'Footer call to action: button label' }),
    })
    .nullable()
    .default(null),
  /** SPEC §3 campaign and campaign popup properties (edited on WordPress's Campaign screen, whose labels are their titles). */
  campaign: z.object({
    /** `YYYY-MM-DD HH:mm:ss` in Asia/Dhaka. */
    endDate: z
      .string()
      .regex(CAMPAIGN_DATE_PATTERN)
      .refine(isCampaignDate, { message: 'no such date and time' })
      .meta({ title: 'End (Asia/Dhaka time)', description: 'a date and time (YYYY-MM-DD HH:mm:ss)', campaignDate: true })
      .default(DEFAULT_CAMPAIGN_END),
    campaignType: slugSchema.meta({ title: 'Campaign type' }),
    /** The product whose pricing the popup links to (SPEC §9 active product slugs). */
    activeProduct: slugSchema.meta({ title: 'Active product' }),
    banner: z.string().min(1).meta({ title: 'Banner text' }),
    popup: z.object({
      title: z.string().min(1).meta({ title: 'Popup title' }),
      text: z.string().meta({ title: 'Popup text' }),
      image: safeUrlSchema.nullable().default(null).meta({ title: 'Popup image' }),
      buttonText: z.string().min(1).default(DEFAULT_POPUP_BUTTON_TEXT).meta({ title: 'Popup button text' }),
      colors: z
        .object({
          background: cssColorSchema.default(DEFAULT_POPUP_COLORS.background).meta({ title: 'Popup background colour' }),
          text: cssColorSchema.default(DEFAULT_POPUP_COLORS.text).meta({ title: 'Popup text colour' }),
          button: cssColorSchema.default(DEFAULT_POPUP_COLORS.button).meta({ title: 'Button colour' }),
          buttonText: cssColorSchema.default(DEFAULT_POPUP_COLORS.buttonText).meta({ title: 'Button text colour' }),
        })
        .default(DEFAULT_POPUP_COLORS),
      /** Where the browser keeps when the visitor closed the popup (a new key shows it again to everyone). */
      storageKey: z
        .string()
        .regex(/^[A-Za-z0-9_.-]{1,64}$/)
        .meta({ title: 'Storage key', description: 'a storage key (up to 64 letters, digits, _ . -)' }),
    }),
  }),
  /** SPEC §9: the mailing-list audiences, each with its form and tag (WordPress's Settings → Site screen). */
  audiences: audiencesSchema,
  /** The payment methods' picture under the footer. */
  paymentImage: safeUrlSchema.default('/images/payments.svg'),
  /** The blog's sidebar as block markup (the newsletter's sidebar variant…): rendered on the server. */
  blogSidebar: z.string().default(''),
  /** The site checks' budget for a page's first visit (HTML, styles and scripts, brotli), in KB (WordPress's Settings → Site screen). */
  pageWeightBudgetKb: z.number().int().min(10).max(10_000).default(DEFAULT_PAGE_WEIGHT_BUDGET_KB).meta({ title: 'First-visit budget (KB)' }),
})

export type SiteSettings = z.output<typeof siteSettingsSchema>
/** What the site chrome reads on every page (in the browser too): everything but the blog sidebar's markup and the mailing-list audiences (the server's). */
export type ChromeSettings = Omit<SiteSettings, 'blogSidebar' | 'audiences' | 'pageWeightBudgetKb'>

/** The chrome's part of the settings: what a page carries to the browser. */
export function chromeSettings({ blogSidebar: _sidebar, audiences: _audiences, pageWeightBudgetKb: _budget, ...chrome }: SiteSettings): ChromeSettings {
  return chrome
}
export type MenuItem = z.output<typeof menuItemSchema>
export type MenuLink = z.output<typeof menuLinkSchema>
export type ProductEntry = z.output<typeof productEntrySchema>
