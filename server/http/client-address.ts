import type { Context } from 'hono'
import { createMiddleware } from 'hono/factory'

declare module 'hono' {
  interface ContextVariableMap {
    /** TRUST_PROXY: the one proxy in front of the site says who the visitor is and how they came. */
    trustProxy: boolean
  }
}

/** Tells the request's handlers whether the proxy in front is trusted (TRUST_PROXY). */
export const proxyTrust = (trustProxy: boolean) =>
  createMiddleware(async (c, next) => {
    c.set('trustProxy', trustProxy)
    await next()
  })

const trusted = (c: Context) => c.var.trustProxy === true

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
    trusted(c),
  )

/** Whether the visitor came over https: the request's own scheme, or the trusted proxy's `X-Forwarded-Proto`. */
export const requestIsHttps = (c: Context) => new URL(c.req.url).protocol === 'https:' || (trusted(c) && c.req.header('x-forwarded-proto') === 'https')
