import { DEFAULT_LOCALE, type Locale } from '../content-rules/locales.ts'
import { rememberLanguage } from '../renderer/cookie-access.ts'
import { whenShown } from './when-shown.ts'

/**
 * SPEC §2, §9: remembers the page's language in i18n_redirected (365 days); with a non-English
 * language remembered from before, the header logo leads to that language's product page. Only a
 * page the visitor sees writes the cookie (a prerendered one, once shown).
 */
export function installLanguageMemory(locale: Locale): void {
  whenShown(() => {
    const previous = rememberLanguage(locale)
    if (!previous || previous === DEFAULT_LOCALE) return
    document.querySelector<HTMLAnchorElement>('a.site-header__logo')?.setAttribute('href', `/${previous}/dokan/`)
  })
}
