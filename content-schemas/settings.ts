import { z } from 'zod'
import { safeUrlSchema } from './safe-url.ts'

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
    social: z.array(z.object({ network: z.enum(['facebook', 'x', 'youtube', 'linkedin', 'instagram']), url: safeUrlSchema })),
  }),
  /** Optional call to action above the footer columns (links to /products/). */
  footerCta: z.object({ heading: z.string(), text: z.string(), label: z.string() }).nullable().default(null),
  campaign: z.object({
    /** `YYYY-MM-DD HH:mm:ss` in Asia/Dhaka. */
    endDate: z.string(),
    campaignType: z.string(),
    activeProduct: z.string(),
    banner: z.string(),
    popup: z.object({ title: z.string(), text: z.string(), image: safeUrlSchema.nullable().default(null), storageKey: z.string().min(1) }),
  }),
  /** The blog's sidebar as block markup (the newsletter's sidebar variant…): rendered on the server. */
  blogSidebar: z.string().default(''),
})

export type SiteSettings = z.output<typeof siteSettingsSchema>
/** What the site chrome reads on every page (in the browser too): everything but the blog sidebar's markup. */
export type ChromeSettings = Omit<SiteSettings, 'blogSidebar'>
export type MenuItem = z.output<typeof menuItemSchema>
export type MenuLink = z.output<typeof menuLinkSchema>
export type ProductEntry = z.output<typeof productEntrySchema>
