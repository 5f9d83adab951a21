import { useT } from '../renderer/useT.ts'

/** The notice above a page (or a docs article) shown in English because it has no translation in the visitor's language. */
export function LanguageNotice() {
  const t = useT()
  return <p className="language-notice">{t('site.englishFallback')}</p>
}
