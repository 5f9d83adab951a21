import { z } from 'zod'
import moment from 'moment-timezone'
import { linkSchema } from '../../content-schemas/safe-url.ts'

/** Campaign dates are entered in the vendor's time zone (SPEC §4). */
export const CAMPAIGN_TIME_ZONE = 'Asia/Dhaka'
const DATE_FORMAT = 'YYYY-MM-DD HH:mm:ss'

export const countdownAttrs = z
  .object({
    heading: z.string().optional(),
    /** `YYYY-MM-DD HH:mm:ss` in Asia/Dhaka. */
    endDate: z.string().refine((value) => moment.tz(value, DATE_FORMAT, true, CAMPAIGN_TIME_ZONE).isValid(), {
      message: `expected a date as ${DATE_FORMAT}`,
    }),
    cta: linkSchema.optional(),
  })
  // The browser gets an instant, not a zone: moment-timezone stays on the server.
  .transform(({ endDate, ...rest }) => ({
    ...rest,
    endsAt: moment.tz(endDate, DATE_FORMAT, true, CAMPAIGN_TIME_ZONE).valueOf(),
  }))

export type CountdownAttrs = z.output<typeof countdownAttrs>
