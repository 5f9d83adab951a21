import type { MiddlewareHandler } from 'hono'

/**
 * Strict defaults for every response. Scripts only from this origin (vike's hydration data is JSON,
 * not executable) and the checkout provider's; inline styles are allowed because CMS blocks carry
 * style attributes.
 */
export function contentSecurityPolicy({ checkoutOrigin }: { checkoutOrigin: string | null }): string {
  const checkout = checkoutOrigin ? ` ${checkoutOrigin}` : ''
  return [
    "default-src 'self'",
    `script-src 'self'${checkout}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' https: data:",
    "font-src 'self' https:",
    `connect-src 'self'${checkout}`,
    `frame-src https://www.youtube-nocookie.com https://player.vimeo.com${checkout}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ')
}

export function securityHeaders({ dev, checkoutScriptUrl }: { dev: boolean; checkoutScriptUrl: string | null }): MiddlewareHandler {
  const policy = contentSecurityPolicy({ checkoutOrigin: checkoutScriptUrl ? new URL(checkoutScriptUrl).origin : null })
  return async (c, next) => {
    await next()
    c.header('X-Content-Type-Options', 'nosniff')
    c.header('Referrer-Policy', 'strict-origin-when-cross-origin')
    // A page may bring its own policy (the AMP document does): it stays, and its frame-ancestors decide framing.
    const ownPolicy = c.res.headers.has('Content-Security-Policy')
    if (!ownPolicy) c.header('X-Frame-Options', 'DENY')
    c.header('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), interest-cohort=()')
    c.header('Cross-Origin-Opener-Policy', 'same-origin')
    // Vite's dev server injects inline scripts for hot reload; production gets the strict policy.
    if (!dev && !ownPolicy) c.header('Content-Security-Policy', policy)
    // HTTPS only from the first visit on, for two years (browsers ignore it on plain-HTTP answers).
    if (!dev) c.header('Strict-Transport-Security', 'max-age=63072000; includeSubDomains')
  }
}
