import { localizePath, type Locale } from '../content-rules/locales.ts'

/** Paths served by the separate account area (SPEC §1), not by this site's router. */
const FOREIGN_PATH = /^\/account(\/|$)/

/** Whether a URL (as the browser resolved it) is a page of the account area on this site. */
export function isAccountArea(url: URL, siteOrigin: string): boolean {
  return url.origin === siteOrigin && FOREIGN_PATH.test(url.pathname)
}

export interface LinkTarget {
  href: string
  /** Needs a full page load: another origin, or a path this router does not handle. */
  external: boolean
}

/** Where a link goes: internal paths get the locale prefix; external URLs and /account/… load in full. */
export function resolveLinkTarget(href: string, locale: Locale): LinkTarget {
  if (/^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//')) return { href, external: true }
  if (href.startsWith('#') || href.startsWith('?')) return { href, external: false }
  if (!href.startsWith('/')) return { href, external: false }
  if (FOREIGN_PATH.test(href)) return { href, external: true }
  return { href: localizePath(href, locale), external: false }
}
