import { z } from 'zod'
import { linkSchema } from '../../content-schemas/safe-url.ts'
import { CAMPAIGN_DATE_FORMAT, campaignInstant } from '../../cms/campaign-time.ts'

export const countdownAttrs = z
  .object({
    heading: z.string().optional(),
    /** `YYYY-MM-DD HH:mm:ss` in Asia/Dhaka. */
    endDate: z.string().refine((value) => campaignInstant(value) !== null, {
      message: `expected a date as ${CAMPAIGN_DATE_FORMAT}`,
    }),
    cta: linkSchema.optional(),
  })
  // The browser gets an instant, not a zone: moment-timezone stays on the server.
  .transform(({ endDate, ...rest }) => ({ ...rest, endsAt: campaignInstant(endDate) ?? 0 }))

export type CountdownAttrs = z.output<typeof countdownAttrs>
