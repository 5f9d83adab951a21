import { usePageContext } from 'vike-react/usePageContext'
import { JsonLd } from '../renderer/json-ld.tsx'
import { LOCALES, localizePath } from '../content-rules/locales.ts'

/** The company and its site for search engines (schema.org Organization and WebSite, with the blog's search). */
export function SiteStructuredData() {
  const { origin, locale, settings } = usePageContext()
  if (!settings) return null
  const organization = {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': `${origin}/#organization`,
    name: settings.name,
    url: `${origin}/`,
    logo: `${origin}/brand/wedevs-logo.svg`,
    sameAs: settings.menus.social.map((link) => link.url),
  }
  const website = {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: settings.name,
    url: `${origin}${localizePath('/', locale)}`,
    inLanguage: LOCALES[locale].iso,
    publisher: { '@id': organization['@id'] },
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${origin}${localizePath('/search/', locale)}?s={search_term_string}` },
      'query-input': 'required name=search_term_string',
    },
  }
  return (
    <>
      <JsonLd data={organization} />
      <JsonLd data={website} />
    </>
  )
}
