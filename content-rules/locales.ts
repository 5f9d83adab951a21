// The site's languages (SPEC §3 Locale, §9): English is the default and has no path prefix.
export const LOCALES = {
  en: { iso: 'en-US', name: 'English' },
  es: { iso: 'es-ES', name: 'Español' },
  fr: { iso: 'fr-FR', name: 'Français' },
} as const

export type Locale = keyof typeof LOCALES
export const DEFAULT_LOCALE: Locale = 'en'
export const LOCALE_CODES = Object.keys(LOCALES) as Locale[]

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && Object.hasOwn(LOCALES, value)
}

/** `/es/about/` → { locale: 'es', pathname: '/about/' }; unprefixed paths are English. */
export function extractLocale(pathname: string): { locale: Locale; pathname: string } {
  const match = /^\/([a-z]{2})(\/.*|$)/.exec(pathname)
  if (match && isLocale(match[1]) && match[1] !== DEFAULT_LOCALE) {
    return { locale: match[1], pathname: match[2] || '/' }
  }
  return { locale: DEFAULT_LOCALE, pathname }
}

/** Inverse of extractLocale: `/about/`, 'fr' → `/fr/about/`. */
export function localizePath(pathname: string, locale: Locale): string {
  if (locale === DEFAULT_LOCALE) return pathname
  return `/${locale}${pathname.startsWith('/') ? pathname : `/${pathname}`}`
}
