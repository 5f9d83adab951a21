import { usePageContext } from 'vike-react/usePageContext'
import type { Locale } from '../../content-rules/locales.ts'
import { feedPath } from './blog-routes.ts'

/** The RSS feed of the blog in `lang` (server/feed.ts). In the head, outside the page's IntlProvider. */
export function RssLink({ lang }: { lang: Locale }) {
  const { messages } = usePageContext()
  return <link rel="alternate" type="application/rss+xml" title={messages['blog.rss']} href={feedPath(lang)} />
}
