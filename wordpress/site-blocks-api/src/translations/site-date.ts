import { dateI18n, getSettings } from '@wordpress/date'

/** A date as wp-admin shows it: the site's date format (Settings → General) in the site's time zone, as the lists' PHP does. */
export const siteDate = (iso: string) => dateI18n(getSettings().formats.date, iso)
