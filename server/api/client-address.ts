import type { Context } from 'hono'

/**
 * The visitor's address: the socket's, or (TRUST_PROXY=1, behind one proxy) the last X-Forwarded-For
 * entry, the one that proxy appended (earlier entries are the client's own words). IPv6 addresses
 * count by their /64, which one visitor holds whole.
 */
export function visitorAddress(forwardedFor: string | undefined, socketAddress: string | undefined, trustProxy: boolean): string {
  const address = (trustProxy ? forwardedFor?.split(',').at(-1)?.trim() : undefined) || socketAddress || 'unknown'
  if (!address.includes(':') || address.startsWith('::ffff:')) return address
  const groups = address.split('::')[0]!.split(':')
  return `${[...groups, '0', '0', '0', '0'].slice(0, 4).join(':')}::/64`
}

/** The address of the request's client, as `visitorAddress` counts it. */
export const addressOf = (c: Context) =>
  visitorAddress(
    c.req.header('x-forwarded-for'),
    (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming?.socket?.remoteAddress,
    process.env.TRUST_PROXY === '1',
  )
