import { z } from 'zod'

const SAFE_SCHEME = /^(?:https?|mailto|tel):/i

/** Relative URLs, fragments and http(s)/mailto/tel are safe; every other scheme (javascript:, data:, …) is not. */
export function isSafeUrl(value: string): boolean {
  // Browsers ignore control characters and whitespace inside a scheme ("java\tscript:").
  const compact = value.replace(/[\u0000-\u0020\u007f-\u009f]/g, '')
  return !/^[^/?#]*?:/.test(compact) || SAFE_SCHEME.test(compact)
}

/** `safeUrl` in its JSON Schema: WordPress's plugin applies the same check where the schema cannot carry it. */
export const safeUrlSchema = z.string().min(1).refine(isSafeUrl, { message: 'URL scheme is not allowed' }).meta({ safeUrl: true })

export const linkSchema = z.object({ label: z.string().min(1), href: safeUrlSchema })
