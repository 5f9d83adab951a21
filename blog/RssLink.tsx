import { localizePath, type Locale } from '../locales/locales.ts'

/** The RSS feed of the blog in `lang` (server/feed.ts). */
export const feedPath = (lang: Locale) => localizePath('/feed/', lang)

export function RssLink({ lang }: { lang: Locale }) {
  return <link rel="alternate" type="application/rss+xml" title="weDevs blog" href={feedPath(lang)} />
}
