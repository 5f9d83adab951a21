import { parseAccept } from 'hono/utils/accept'

/** The compressed forms the server sends, best first. */
export const CONTENT_CODINGS = ['br', 'gzip'] as const
export type ContentCoding = (typeof CONTENT_CODINGS)[number] | 'identity'

/**
 * The best coding of `offered` that an Accept-Encoding header accepts (`q=0` refuses one, `*`
 * stands for any not named; on a tie the first offered wins), else identity.
 */
export function preferredCoding(acceptEncoding: string | undefined, offered: readonly ContentCoding[] = CONTENT_CODINGS): ContentCoding {
  const accepts = parseAccept(acceptEncoding ?? '')
  const wildcard = accepts.find((a) => a.type === '*')?.q ?? 0
  let best: ContentCoding = 'identity'
  let bestQ = 0
  for (const coding of offered) {
    const q = accepts.find((a) => a.type.toLowerCase() === coding)?.q ?? wildcard
    if (coding !== 'identity' && q > bestQ) {
      best = coding
      bestQ = q
    }
  }
  return best
}
