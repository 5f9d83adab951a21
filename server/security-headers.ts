import type { MiddlewareHandler } from 'hono'

import { createHash } from 'node:crypto'

/** The inline `<style>` elements and executable inline `<script>`s of a page, as CSP hashes. */
export interface InlineHashes {
  styles: string[]
  scripts: string[]
}

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`
/** Data blocks (JSON, JSON-LD) are never executed: CSP does not govern them. */
const DATA_SCRIPT = /\btype\s*=\s*["']?application\/(?:ld\+)?json/i

/** Hashes of what a page carries inline, so that its policy allows exactly that and nothing injected. */
export function inlineHashes(html: string): InlineHashes {
  const styles = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map((m) => sha256(m[1]!))
  const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)].filter((m) => !/\bsrc\s*=/i.test(m[1]!) && !DATA_SCRIPT.test(m[1]!) && m[2]!.trim() !== '').map((m) => sha256(m[2]!))
  return { styles: [...new Set(styles)], scripts: [...new Set(scripts)] }
}

/**
 * Strict defaults for every response. Scripts only from this origin (vike's hydration data is JSON,
 * not executable), the checkout provider's, and inline ones by hash; style elements only from this
 * origin or by hash; style attributes allowed on their own (CMS blocks carry them), apart from
 * style elements (`style-src-attr` / `style-src-elem`).
 */
export function contentSecurityPolicy({ checkoutOrigin, inline = { styles: [], scripts: [] } }: { checkoutOrigin: string | null; inline?: InlineHashes }): string {
  const checkout = checkoutOrigin ? ` ${checkoutOrigin}` : ''
  const hashes = (list: string[]) => (list.length ? ` ${list.join(' ')}` : '')
  return [
    "default-src 'self'",
    `script-src 'self'${checkout}${hashes(inline.scripts)}`,
    "style-src 'self'",
    `style-src-elem 'self'${hashes(inline.styles)}`,
    "style-src-attr 'unsafe-inline'",
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
  const checkoutOrigin = checkoutScriptUrl ? new URL(checkoutScriptUrl).origin : null
  const policy = contentSecurityPolicy({ checkoutOrigin })
  return async (c, next) => {
    await next()
    c.header('X-Content-Type-Options', 'nosniff')
    c.header('Referrer-Policy', 'strict-origin-when-cross-origin')
    // A page may bring its own policy (the page renderer's, with its inline hashes; the AMP document's).
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

/** A page's own policy: the default one, with the hashes of what this page carries inline. */
export function pagePolicy(html: string, checkoutScriptUrl: string | null): string {
  return contentSecurityPolicy({ checkoutOrigin: checkoutScriptUrl ? new URL(checkoutScriptUrl).origin : null, inline: inlineHashes(html) })
}
