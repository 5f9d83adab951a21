import { z } from 'zod'
import { readToken } from './signatures.ts'

/** A draft-preview link is good for 10 minutes (the plugin signs it for that long, no more). */
export const PREVIEW_TOKEN_TTL_MS = 10 * 60_000
/** Clocks of WordPress and the site may differ a little. */
const CLOCK_SKEW_MS = 60_000

const claimsSchema = z.object({
  post: z.number().int().positive(),
  rev: z.number().int().positive(),
  /** Unix seconds. */
  exp: z.number().int(),
})

export type PreviewClaims = z.output<typeof claimsSchema>

/** The post and revision a preview token names, or why it is refused. */
export function readPreviewToken(secret: string, token: string, now = Date.now()): { claims: PreviewClaims } | { problem: string } {
  const read = readToken(secret, token)
  if ('problem' in read) return read
  const parsed = claimsSchema.safeParse(read.claims)
  if (!parsed.success) return { problem: 'the token does not name a post and a revision' }
  const expiresAt = parsed.data.exp * 1000
  if (expiresAt <= now) return { problem: 'the preview link has expired' }
  if (expiresAt > now + PREVIEW_TOKEN_TTL_MS + CLOCK_SKEW_MS) return { problem: 'the preview link is valid for longer than 10 minutes' }
  return { claims: parsed.data }
}
