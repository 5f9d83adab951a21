import { z } from 'zod'
import { readToken } from './signatures.ts'

/** A draft-preview link is good for 10 minutes (the plugin signs it for that long, no more). */
export const PREVIEW_TOKEN_TTL_MS = 10 * 60_000
/**
 * The block editor's preview access is good for an hour: the editor asks WordPress for a new one
 * before it runs out, so a long editing session never sees it expire.
 */
export const BLOCK_PREVIEW_TOKEN_TTL_MS = 60 * 60_000
/** Clocks of WordPress and the site may differ a little. */
const CLOCK_SKEW_MS = 60_000

/** Unix seconds. */
const expiry = z.number().int()

const claimsSchema = z.object({
  post: z.number().int().positive(),
  rev: z.number().int().positive(),
  exp: expiry,
})

/** The editor's access: it names its use, so that no draft link can stand in for it (nor it for one). */
const blockPreviewClaimsSchema = z.object({ use: z.literal('block-preview'), exp: expiry })
/** The live page preview's access: one item, for one user WordPress found may edit it. */
const pagePreviewClaimsSchema = z.object({
  use: z.literal('page-preview'),
  post: z.number().int().positive(),
  user: z.number().int().positive(),
  exp: expiry,
})

export type PreviewClaims = z.output<typeof claimsSchema>
export type PagePreviewClaims = z.output<typeof pagePreviewClaimsSchema>
type Read<Claims> = { claims: Claims } | { problem: string }

/** A token's claims when it is genuine, of `schema`'s kind and within its time; else why not. */
function readExpiringToken<S extends z.ZodType<{ exp: number }>>(
  secret: string,
  token: string,
  now: number,
  { schema, kind, ttlMs, what }: { schema: S; kind: string; ttlMs: number; what: string },
): Read<z.output<S>> {
  const read = readToken(secret, token)
  if ('problem' in read) return read
  const parsed = schema.safeParse(read.claims)
  if (!parsed.success) return { problem: `the token ${kind}` }
  const expiresAt = parsed.data.exp * 1000
  if (expiresAt <= now) return { problem: `the ${what} has expired` }
  if (expiresAt > now + ttlMs + CLOCK_SKEW_MS) return { problem: `the ${what} is valid for longer than ${ttlMs / 60_000} minutes` }
  return { claims: parsed.data }
}

/** The post and revision a preview token names, or why it is refused. */
export function readPreviewToken(secret: string, token: string, now = Date.now()): Read<PreviewClaims> {
  return readExpiringToken(secret, token, now, {
    schema: claimsSchema,
    kind: 'does not name a post and a revision',
    ttlMs: PREVIEW_TOKEN_TTL_MS,
    what: 'preview link',
  })
}

/** Whether a token gives the block editor its previews, or why not. */
export function readBlockPreviewToken(secret: string, token: string, now = Date.now()): Read<z.output<typeof blockPreviewClaimsSchema>> {
  return readExpiringToken(secret, token, now, {
    schema: blockPreviewClaimsSchema,
    kind: 'is not for block previews',
    ttlMs: BLOCK_PREVIEW_TOKEN_TTL_MS,
    what: 'block preview access',
  })
}

/** The item and user a live page preview's access is for, or why it is refused. */
export function readPagePreviewToken(secret: string, token: string, now = Date.now()): Read<PagePreviewClaims> {
  return readExpiringToken(secret, token, now, {
    schema: pagePreviewClaimsSchema,
    kind: 'is not for page previews',
    // Renewed by the editor as the block previews' access is.
    ttlMs: BLOCK_PREVIEW_TOKEN_TTL_MS,
    what: 'page preview access',
  })
}
