import { DEFAULT_LOCALE, LOCALE_CODES, localizePath, type Locale } from '../../content-rules/locales.ts'
import type { CheckedPage } from './checked-page.ts'
import type { Finding } from './finding.ts'

const languageName = (lang: Locale) => new Intl.DisplayNames(['en'], { type: 'language' }).of(lang) ?? lang

/** The site's languages this item has no translation in yet (WordPress's translation group, drafts included). */
export function translationCheck(page: CheckedPage): Finding[] {
  const group = page.preview.translations
  if (!group) return []
  const own = page.lang
  return LOCALE_CODES.filter((lang) => lang !== own && !group[lang]).map((lang) => ({
    check: 'translation',
    severity: 'notice',
    message:
      own === DEFAULT_LOCALE
        ? `No ${languageName(lang)} translation yet: visitors to ${localizePath('/', lang)} see this page in ${languageName(own)}. Create it in the Language panel.`
        : `No ${languageName(lang)} translation of this item yet. Create it in the Language panel.`,
    path: null,
  }))
}
