import { usePageContext } from 'vike-react/usePageContext'
import { DEFAULT_LOCALE, extractLocale, localizePath, type Locale } from '../content-rules/locales.ts'

interface Props {
  /** The page's own path, with its language prefix. */
  canonicalPath: string
  /** The languages the page exists in (its translations, or every language for a template's lists). */
  languages?: readonly Locale[]
}

/**
 * Where a page is, for search engines: its canonical URL, absolute, and, when it exists in more
 * than one language, every language's URL (hreflang) with English as the default (x-default).
 */
export function PageLinks({ canonicalPath, languages = [] }: Props) {
  const { origin } = usePageContext()
  const { pathname } = extractLocale(canonicalPath)
  const urlIn = (lang: Locale) => `${origin}${localizePath(pathname, lang)}`
  const alternates = languages.length > 1 ? languages : []
  const fallback = alternates.includes(DEFAULT_LOCALE) ? DEFAULT_LOCALE : alternates[0]
  return (
    <>
      <link rel="canonical" href={`${origin}${canonicalPath}`} />
      {alternates.map((lang) => (
        <link key={lang} rel="alternate" hrefLang={lang} href={urlIn(lang)} />
      ))}
      {fallback && <link rel="alternate" hrefLang="x-default" href={urlIn(fallback)} />}
    </>
  )
}
