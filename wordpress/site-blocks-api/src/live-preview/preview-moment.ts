/**
 * The live preview's moment, entered and shown as the Campaign screen's dates are: in the campaign's
 * time zone, which the plugin gives with its offset from UTC (includes/live-preview.php, from the
 * site's rules). A fixed offset converts it, with no time zone library in the editor's script: the
 * site's zone keeps one offset all year (Asia/Dhaka: UTC+6, no summer time since 2009).
 */
export interface CampaignZone {
  /** The zone's name, as the Campaign screen names it. */
  name: string
  /** Its offset from UTC: `+06:00`. */
  offset: string
}

/** A `datetime-local` value (`2026-12-02T23:59` or with seconds) in the campaign's zone → an ISO instant; null when empty or invalid. */
export function momentInZone(zone: CampaignZone, value: string): string | null {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})(:\d{2})?$/.exec(value)
  if (!match || !/^[+-]\d{2}:\d{2}$/.test(zone.offset)) return null
  const iso = `${match[1]}T${match[2]}${match[3] ?? ':00'}${zone.offset}`
  return Number.isNaN(Date.parse(iso)) ? null : iso
}
