/**
 * How long the site serves content from its cache before asking the content source again
 * (CMS_CACHE_SECONDS, default 60): edits, new comments and data blocks show at most this far behind.
 */
export const CMS_CACHE_TTL_MS = cacheSeconds(process.env.CMS_CACHE_SECONDS) * 1000

function cacheSeconds(value: string | undefined): number {
  if (value === undefined || value === '') return 60
  const seconds = Number(value)
  if (!Number.isInteger(seconds) || seconds < 1) throw new Error(`CMS_CACHE_SECONDS must be a whole number of seconds, at least 1; it is '${value}'`)
  return seconds
}
