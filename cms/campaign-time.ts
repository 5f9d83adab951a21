import moment from 'moment-timezone'

/**
 * Campaign dates are entered in the vendor's time zone (SPEC §4, §9). A schema checks only their
 * shape (content-schemas/campaign-date.ts); what reads them turns them into instants here, on the server.
 */
export const CAMPAIGN_TIME_ZONE = 'Asia/Dhaka'
export const CAMPAIGN_DATE_FORMAT = 'YYYY-MM-DD HH:mm:ss'

/** `2026-12-02 23:59:59` (Asia/Dhaka) → epoch milliseconds, or null when it is not such a date. Server only. */
export function campaignInstant(value: string): number | null {
  const parsed = moment.tz(value, CAMPAIGN_DATE_FORMAT, true, CAMPAIGN_TIME_ZONE)
  return parsed.isValid() ? parsed.valueOf() : null
}
