import { extractLocale } from '../locales/locales.ts'

/** The path of a WordPress permalink without host and language prefix: `https://x/es/about/` → `/about/`. */
export function permalinkPath(link: string): string {
  return extractLocale(new URL(link).pathname).pathname
}
