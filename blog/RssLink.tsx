import type { Locale } from '../locales/locales.ts'
import { feedPath } from './blog-routes.ts'
import { useT } from '../renderer/useT.ts'

/** The RSS feed of the blog in `lang` (server/feed.ts). */
export function RssLink({ lang }: { lang: Locale }) {
  return <link rel="alternate" type="application/rss+xml" title={useT()('blog.rss')} href={feedPath(lang)} />
}
