import { extractLocale } from './locales.ts'

/** Slug of the page WordPress shows as the front page (`/`); its translations share it. */
export const FRONT_PAGE_SLUG = 'home'

/** The path of a WordPress permalink without host and language prefix: `https://x/es/about/` → `/about/`. */
export function permalinkPath(link: string): string {
  return extractLocale(new URL(link).pathname).pathname
}
