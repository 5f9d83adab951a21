import { z } from 'zod'

export const menuItemSchema = z.object({
  label: z.string().min(1),
  url: z.string().min(1),
})

/** Site settings served by the companion plugin at `site/v1/settings?lang=…`. */
export const siteSettingsSchema = z.object({
  name: z.string(),
  menus: z.object({
    primary: z.array(menuItemSchema),
    footer: z.array(menuItemSchema),
  }),
  campaign: z.object({
    endDate: z.string(),
    campaignType: z.string(),
    activeProduct: z.string(),
  }),
})

export type SiteSettings = z.output<typeof siteSettingsSchema>
export type MenuItem = z.output<typeof menuItemSchema>
