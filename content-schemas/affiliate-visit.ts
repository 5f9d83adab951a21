import { z } from 'zod'

/** An affiliate's referral value, as it arrives in `?ref=` (an affiliate id or username). */
export const affiliateRefSchema = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'an affiliate id (letters, digits, _ or -)')

/** What the browser asks the site's server to record. */
export const affiliateVisitRequestSchema = z.object({
  ref: affiliateRefSchema,
  /** The landing page, which must be on this site. */
  url: z.url({ protocol: /^https?$/ }),
})

/** SPEC §3: the affiliate API's answer to POST visits/, read for id and visit_id. */
export const affiliateVisitResponseSchema = z.object({
  id: z.coerce.number().int().positive().optional(),
  visit_id: z.coerce.number().int().positive(),
})

export type AffiliateVisitRequest = z.output<typeof affiliateVisitRequestSchema>
export type AffiliateVisit = z.output<typeof affiliateVisitResponseSchema>
