import { Hono, type Context } from 'hono'
import type { CmsClient } from '../cms/client.ts'
import { permalinkPath } from '../content-rules/permalink.ts'
import { LOCALES, localizePath, type Locale } from '../content-rules/locales.ts'
import { plainText } from '../content-rules/plain-text.ts'
import { escapeMarkup } from '../content-rules/escape-markup.ts'
import { orSourceUnavailable } from './source-unavailable.ts'
import { loadMessages } from '../locales/messages.ts'
import { feedPath } from '../templates/blog/blog-routes.ts'
import type { WpPost } from '../content-schemas/post.ts'

/** How many of the latest posts the feed carries. */
export const FEED_ITEMS = 20

/** RSS dates are RFC 822: `Tue, 14 Oct 2026 08:30:00 GMT`. */
const rfc822 = (gmt: string) => new Date(`${gmt}Z`).toUTCString()

/** RSS 2.0 of the latest posts in a language. */
interface FeedContext {
  origin: string
  lang: Locale
  /** The feed's title and description, in its language. */
  title: string
  description: string
  authors: Map<number, string>
  categories: Map<number, string>
}

export function rssDocument(posts: WpPost[], context: FeedContext): string {
  const { origin, lang } = context
  const blog = `${origin}${localizePath('/blog/', lang)}`
  const items = posts.map((post) => {
    const link = `${origin}${localizePath(permalinkPath(post.link), post.lang)}`
    const author = context.authors.get(post.author)
    return [
      '<item>',
      `<title>${escapeMarkup(plainText(post.title.rendered))}</title>`,
      `<link>${escapeMarkup(link)}</link>`,
      `<guid isPermaLink="true">${escapeMarkup(link)}</guid>`,
      `<pubDate>${rfc822(post.date_gmt)}</pubDate>`,
      ...(author ? [`<dc:creator>${escapeMarkup(author)}</dc:creator>`] : []),
      ...post.categories.flatMap((id) => (context.categories.has(id) ? [`<category>${escapeMarkup(context.categories.get(id)!)}</category>`] : [])),
      `<description>${escapeMarkup(plainText(post.excerpt.rendered))}</description>`,
      '</item>',
    ].join('')
  })
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '<channel>',
    `<title>${escapeMarkup(context.title)}</title>`,
    `<link>${escapeMarkup(blog)}</link>`,
    `<atom:link href="${escapeMarkup(`${origin}${feedPath(lang)}`)}" rel="self" type="application/rss+xml"/>`,
    `<description>${escapeMarkup(context.description)}</description>`,
    `<language>${LOCALES[lang].iso}</language>`,
    ...(posts[0] ? [`<lastBuildDate>${rfc822(posts[0].modified_gmt)}</lastBuildDate>`] : []),
    ...items,
    '</channel>',
    '</rss>',
  ].join('\n')
}

function feed(cms: CmsClient, c: Context, lang: Locale) {
  return orSourceUnavailable(
    `[feed] ${lang}`,
    async () => {
      const [{ posts }, authors, categories, settings] = await Promise.all([
        cms.getPosts({ lang, perPage: FEED_ITEMS }),
        cms.getAuthors(),
        cms.getCategories(),
        cms.getSettings(lang),
      ])
      const messages = await loadMessages(lang)
      const body = rssDocument(posts, {
        origin: new URL(c.req.url).origin,
        lang,
        title: `${settings.name} ${messages['blog.heading']}`,
        description: messages['blog.intro'],
        authors: new Map(authors.map((a) => [a.id, a.name])),
        categories: new Map(categories.map((t) => [t.id, t.name])),
      })
      return c.body(body, 200, { 'Content-Type': 'application/rss+xml; charset=utf-8', 'Cache-Control': 'public, max-age=300' })
    },
    () => c.text('The feed is unavailable.', 503),
  )
}

/** GET /feed/, /es/feed/, /fr/feed/: the blog's RSS feed, from the content client. */
export const feedApi = (cms: CmsClient) =>
  new Hono().get(feedPath('en'), (c) => feed(cms, c, 'en')).get(`/:lang{es|fr}${feedPath('en')}`, (c) => feed(cms, c, c.req.param('lang') as Locale))
