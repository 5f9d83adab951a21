/**
 * The live preview's moment, entered and shown as the Campaign screen's dates are: in Asia/Dhaka
 * time. Dhaka keeps UTC+6 all year (no summer time since 2009): a fixed offset converts it, with
 * no time zone library in the editor's script.
 */
export const PREVIEW_TIME_ZONE = 'Asia/Dhaka'
const DHAKA_OFFSET = '+06:00'

/** A `datetime-local` value (`2026-12-02T23:59` or with seconds) in Dhaka time → an ISO instant; null when empty or invalid. */
export function momentFromDhaka(value: string): string | null {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})(:\d{2})?$/.exec(value)
  if (!match) return null
  const iso = `${match[1]}T${match[2]}${match[3] ?? ':00'}${DHAKA_OFFSET}`
  return Number.isNaN(Date.parse(iso)) ? null : iso
}

/** An instant as a `datetime-local` value in Dhaka time (the control shows it so). */
export function dhakaFromMoment(iso: string): string {
  const dhaka = new Date(Date.parse(iso) + 6 * 3600_000)
  return dhaka.toISOString().slice(0, 19)
}
