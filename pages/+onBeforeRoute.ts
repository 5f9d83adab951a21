import type { PageContext } from 'vike/types'
import { modifyUrl } from 'vike/modifyUrl'
import { extractLocale } from '../content-rules/locales.ts'

/**
 * `/es/about/` routes as `/about/` with locale 'es' (SPEC §2: prefix except for English).
 * Pages always see the canonical trailing-slash path, whatever URL vike was asked to route
 * (its page-data URLs, `/about/index.pageContext.json`, route as `/about`).
 */
export function onBeforeRoute(pageContext: PageContext) {
  const { locale, pathname } = extractLocale(pageContext.urlParsed.pathname)
  return {
    pageContext: {
      locale,
      urlLogical: modifyUrl(pageContext.urlParsed.href, { pathname: pathname.endsWith('/') ? pathname : `${pathname}/` }),
    },
  }
}
