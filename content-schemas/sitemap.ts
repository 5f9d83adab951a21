import { z } from 'zod'
import { wpBlockItemSchema } from './page.ts'

/** A published page, post or catalog entry reduced to what a sitemap lists: where it is, its language, when it last changed. */
export const wpSitemapItemSchema = wpBlockItemSchema.pick({ link: true, lang: true, modified_gmt: true })
export const wpSitemapItemListSchema = z.array(wpSitemapItemSchema)
export type WpSitemapItem = z.output<typeof wpSitemapItemSchema>
