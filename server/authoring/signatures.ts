import { createHmac, timingSafeEqual } from 'node:crypto'

/**
 * The HMAC-SHA256 scheme the companion plugin and the site share (wordpress/site-blocks-api signs
 * the same way in PHP): server-to-server requests carry `X-Site-Signature: t={unix},v1={hex}`
 * over `{t}.{body}`; preview tokens are `{base64url(JSON)}.{hex}`.
 */
export const SIGNATURE_HEADER = 'x-site-signature'

/** How far a signed request's time may be from the site's clock. */
export const SIGNATURE_TOLERANCE_MS = 5 * 60_000

export function hmacHex(secret: string, payload: string): string {
  return createHmac('sha256', secret).update(payload).digest('hex')
}

function sameHex(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex')
  const right = Buffer.from(b, 'hex')
  return left.length === right.length && left.length > 0 && timingSafeEqual(left, right)
}

export function signRequest(secret: string, body: string, now = Date.now()): string {
  const t = Math.floor(now / 1000)
  return `t=${t},v1=${hmacHex(secret, `${t}.${body}`)}`
}

/** A signature header's time (unix seconds) and HMAC, or null when it is malformed. */
export function signatureParts(header: string): { t: number; v1: string } | null {
  const parts = new Map(header.split(',').map((part) => part.trim().split('=', 2) as [string, string]))
  const t = Number(parts.get('t'))
  const v1 = parts.get('v1') ?? ''
  return Number.isInteger(t) && /^[0-9a-f]{64}$/.test(v1) ? { t, v1 } : null
}

/** Why a signed request is refused, or null when it is genuine and recent. */
export function signedRequestProblem(secret: string, header: string | undefined, body: string, now = Date.now()): string | null {
  if (!header) return 'the request is not signed'
  const parsed = signatureParts(header)
  if (!parsed) return 'the signature header is malformed'
  const { t, v1 } = parsed
  if (Math.abs(now - t * 1000) > SIGNATURE_TOLERANCE_MS) return 'the signature has expired'
  return sameHex(v1, hmacHex(secret, `${t}.${body}`)) ? null : 'the signature does not match'
}

const base64url = (text: string) => Buffer.from(text, 'utf8').toString('base64url')

/** A token carrying `claims`, signed (the plugin makes them; tests make them here). */
export function signToken(secret: string, claims: object): string {
  const payload = base64url(JSON.stringify(claims))
  return `${payload}.${hmacHex(secret, payload)}`
}

/** A token's claims when its signature holds, else why not. */
export function readToken(secret: string, token: string): { claims: unknown } | { problem: string } {
  const match = /^([A-Za-z0-9_-]{1,4096})\.([0-9a-f]{64})$/.exec(token)
  if (!match) return { problem: 'the token is malformed' }
  const [, payload = '', signature = ''] = match
  if (!sameHex(signature, hmacHex(secret, payload))) return { problem: 'the token signature does not match' }
  try {
    return { claims: JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as unknown }
  } catch {
    return { problem: 'the token is malformed' }
  }
}
