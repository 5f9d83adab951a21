/** A campaign's end as entered: `YYYY-MM-DD HH:mm:ss` (in Asia/Dhaka, cms/campaign-time.ts). */
export const CAMPAIGN_DATE_PATTERN = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/

/** The first year a campaign may end in: `Date.UTC` reads the years 0 to 99 as 1900 to 1999. */
export const CAMPAIGN_DATE_MIN_YEAR = 100

/** Whether `value` is a real date and time in that format (no 31 February, no 25:00), without a date library. */
export function isCampaignDate(value: string): boolean {
  if (!CAMPAIGN_DATE_PATTERN.test(value)) return false
  const [year, month, day, hour, minute, second] = value.split(/[- :]/).map(Number) as [number, number, number, number, number, number]
  if (year < CAMPAIGN_DATE_MIN_YEAR) return false
  const date = new Date(Date.UTC(year, month - 1, day, hour, minute, second))
  return (
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day &&
    date.getUTCHours() === hour &&
    date.getUTCMinutes() === minute &&
    date.getUTCSeconds() === second
  )
}
