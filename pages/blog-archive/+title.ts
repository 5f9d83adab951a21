import type { PageContext } from 'vike/types'
import type { Data } from './+data.ts'
import { createIntl } from 'react-intl'
import { LOCALES } from '../../content-rules/locales.ts'
import { pageTitle } from '../../renderer/page-title.ts'

/** The list's heading, as its h1 says it, in the page language. */
export default (pageContext: PageContext<Data>) => {
  const { data, locale, messages } = pageContext
  const intl = createIntl({ locale: LOCALES[locale].iso, messages })
  const page = 'page' in data && data.page > 1 ? ` (${data.page})` : ''
  return pageTitle(`${intl.formatMessage({ id: data.heading.id }, 'values' in data.heading ? data.heading.values : undefined)}${page}`)
}
