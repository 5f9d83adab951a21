import { z } from 'zod'

/**
 * The rule of a safe link, as data (WordPress's plugin applies the same, site-rules.json): relative
 * URLs, queries, fragments and these schemes (any case) are safe; every other scheme (javascript:,
 * data:, …) is not.
 */
export const SAFE_URL_SCHEMES = ['http', 'https', 'mailto', 'tel'] as const

/**
 * What browsers ignore inside a scheme ("java\tscript:"): control characters, whitespace and C1
 * controls, as inclusive code point ranges. They are taken out before the scheme is read.
 */
export const URL_IGNORED_CODE_POINTS: readonly (readonly [number, number])[] = [
  [0x00, 0x20],
  [0x7f, 0x9f],
]

/** A URL has a scheme when a `:` comes before any of these (after them, a `:` is in its path, query or fragment). */
export const URL_SCHEME_STOPS = '/?#'

const hex = (codePoint: number) => `\\u{${codePoint.toString(16)}}`
const IGNORED = new RegExp(`[${URL_IGNORED_CODE_POINTS.map(([from, to]) => `${hex(from)}-${hex(to)}`).join('')}]`, 'gu')
const HAS_SCHEME = new RegExp(`^[^${URL_SCHEME_STOPS.replace(/[\\\]^-]/g, '\\$&')}]*?:`)
const SAFE_SCHEME = new RegExp(`^(?:${SAFE_URL_SCHEMES.join('|')}):`, 'i')

/** Whether `value` is a safe link: without a scheme, or with one of SAFE_URL_SCHEMES once the ignored characters are out. */
export function isSafeUrl(value: string): boolean {
  const compact = value.replace(IGNORED, '')
  return !HAS_SCHEME.test(compact) || SAFE_SCHEME.test(compact)
}

/** `safeUrl` in its JSON Schema: WordPress's plugin applies the same check where the schema cannot carry it. */
export const safeUrlSchema = z.string().min(1).refine(isSafeUrl, { message: 'URL scheme is not allowed' }).meta({ safeUrl: true })

export const linkSchema = z.object({ label: z.string().min(1), href: safeUrlSchema })
