import type { MiddlewareHandler } from 'hono'
import { AMP_RUNTIME } from '../layouts/amp-boilerplate.ts'
import { parsePostPath } from '../blog/blog-routes.ts'
import { extractLocale } from '../locales/locales.ts'

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

/**
 * AMP pages (SPEC §2) run the AMP runtime and nothing else: its origin is their only script source,
 * their CSS is inline, and they may be shown in AMP caches' frames of search results.
 */
export const AMP_CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  `script-src ${new URL(AMP_RUNTIME).origin}`,
  "style-src 'unsafe-inline'",
  "img-src 'self' https: data:",
  "font-src 'self' https:",
  `connect-src 'self' ${new URL(AMP_RUNTIME).origin}`,
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ')

const isAmpPage = (pathname: string) => parsePostPath(extractLocale(pathname).pathname)?.amp === true

export function securityHeaders({ dev, checkoutScriptUrl }: { dev: boolean; checkoutScriptUrl: string | null }): MiddlewareHandler {
  const policy = contentSecurityPolicy({ checkoutOrigin: checkoutScriptUrl ? new URL(checkoutScriptUrl).origin : null })
  return async (c, next) => {
    await next()
    c.header('X-Content-Type-Options', 'nosniff')
    c.header('Referrer-Policy', 'strict-origin-when-cross-origin')
    const amp = isAmpPage(c.req.path)
    if (!amp) c.header('X-Frame-Options', 'DENY')
    c.header('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), interest-cohort=()')
    c.header('Cross-Origin-Opener-Policy', 'same-origin')
    // Vite's dev server injects inline scripts for hot reload; production gets the strict policy.
    if (!dev) c.header('Content-Security-Policy', amp ? AMP_CONTENT_SECURITY_POLICY : policy)
  }
}
