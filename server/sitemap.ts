import { Hono, type Context } from 'hono'
import type { CmsClient } from '../cms/client.ts'
import { permalinkPath } from '../content-rules/permalink.ts'
import { CATALOG_NAMES } from '../content-schemas/catalog.ts'
import type { Forum } from '../content-schemas/forum.ts'
import { LOCALE_CODES, isLocale, localizePath, type Locale } from '../content-rules/locales.ts'
import { escapeMarkup } from '../content-rules/escape-markup.ts'
import { orSourceUnavailable } from './source-unavailable.ts'

/** One URL of a sitemap: the locale-free path, the language it is listed in, and when its content last changed (GMT). */
export interface SitemapUrl {
  path: string
  lang: Locale
  modifiedGmt: string | null
}

const sitemapPath = (lang: Locale) => `/sitemap-${lang}.xml`
/** W3C datetime, as sitemaps want it: WordPress's GMT times are ISO without the zone. */
const w3c = (gmt: string) => `${gmt.slice(0, 19)}+00:00`
const newest = (urls: SitemapUrl[]) =>
  urls.reduce<string | null>((latest, url) => (url.modifiedGmt && (!latest || url.modifiedGmt > latest) ? url.modifiedGmt : latest), null)

/** The forums under `parent`, and theirs, all the way down. */
async function everyForum(cms: CmsClient, parent: number): Promise<Forum[]> {
  const level = await cms.getForums(parent)
  return [...level, ...(await Promise.all(level.map((forum) => everyForum(cms, forum.id)))).flat()]
}

/**
 * What a language's sitemap lists: the pages, posts, catalog entries and docs written in it, the
 * forum's forums (shown in every language) and the threads written in it, and the blog's and the
 * docs' front pages. Untranslated pages are not listed under another language: their canonical
 * URL is the English one.
 */
export async function sitemapUrls(cms: CmsClient, lang: Locale): Promise<SitemapUrl[]> {
  const [pages, posts, catalogs, docs, forums, topics] = await Promise.all([
    cms.getSitemapItems('pages', lang),
    cms.getSitemapItems('posts', lang),
    Promise.all(CATALOG_NAMES.map((catalog) => cms.getSitemapItems(catalog, lang))),
    cms.getDocOutline(lang),
    everyForum(cms, 0),
    cms.getEveryTopic(),
  ])
  const items = (list: { link: string; modified_gmt: string }[]): SitemapUrl[] =>
    list.map((item) => ({ path: permalinkPath(item.link), lang, modifiedGmt: item.modified_gmt }))
  const postUrls = items(posts)
  const docUrls = items(docs)
  const urls = [
    ...items(pages),
    { path: '/blog/', lang, modifiedGmt: newest(postUrls) },
    ...postUrls,
    ...items(catalogs.flat()),
    { path: '/docs/', lang, modifiedGmt: newest(docUrls) },
    ...docUrls,
    ...forums.map((forum) => ({ path: permalinkPath(forum.link), lang, modifiedGmt: forum.last_active_gmt })),
    ...topics.filter((topic) => topic.lang === lang).map((topic) => ({ path: permalinkPath(topic.link), lang, modifiedGmt: topic.last_active_gmt })),
  ]
  // A path is listed once (the knowledge base is a page and the docs' root at once).
  return [...new Map(urls.map((url) => [url.path, url])).values()]
}

export function urlsetXml(urls: SitemapUrl[], origin: string): string {
  const entries = urls.map((url) => {
    const lastmod = url.modifiedGmt ? `<lastmod>${w3c(url.modifiedGmt)}</lastmod>` : ''
    return `<url><loc>${escapeMarkup(`${origin}${localizePath(url.path, url.lang)}`)}</loc>${lastmod}</url>`
  })
  return ['<?xml version="1.0" encoding="UTF-8"?>', '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">', ...entries, '</urlset>'].join('\n')
}

export function sitemapIndexXml(sitemaps: { lang: Locale; modifiedGmt: string | null }[], origin: string): string {
  const entries = sitemaps.map(({ lang, modifiedGmt }) => {
    const lastmod = modifiedGmt ? `<lastmod>${w3c(modifiedGmt)}</lastmod>` : ''
    return `<sitemap><loc>${escapeMarkup(`${origin}${sitemapPath(lang)}`)}</loc>${lastmod}</sitemap>`
  })
  return ['<?xml version="1.0" encoding="UTF-8"?>', '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">', ...entries, '</sitemapindex>'].join(
    '\n',
  )
}

const XML = { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' }

function answer(c: Context, what: string, build: (origin: string) => Promise<string>) {
  return orSourceUnavailable(
    `[sitemap] ${what}`,
    async () => c.body(await build(new URL(c.req.url).origin), 200, XML),
    () => c.text('The sitemap is unavailable.', 503),
  )
}

/**
 * GET /sitemap.xml: an index of one sitemap per language (/sitemap-en.xml…), each listing that
 * language's URLs with their content's last change; GET /robots.txt points crawlers at it.
 */
export const sitemapApi = (cms: CmsClient) =>
  new Hono()
    .get('/sitemap.xml', (c) =>
      answer(c, 'index', async (origin) =>
        sitemapIndexXml(await Promise.all(LOCALE_CODES.map(async (lang) => ({ lang, modifiedGmt: newest(await sitemapUrls(cms, lang)) }))), origin),
      ),
    )
    .get('/:file{sitemap-[a-z]{2}\\.xml}', (c) => {
      const lang = c.req.param('file').slice(8, 10)
      if (!isLocale(lang)) return c.notFound()
      return answer(c, lang, async (origin) => urlsetXml(await sitemapUrls(cms, lang), origin))
    })
    .get('/robots.txt', (c) => {
      const origin = new URL(c.req.url).origin
      // Machine endpoints are not pages; everything else is for crawlers (noindex pages say so themselves).
      return c.text(['User-agent: *', 'Disallow: /api/', 'Disallow: /wp-json/', '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n'), 200, {
        'Cache-Control': 'public, max-age=3600',
      })
    })
