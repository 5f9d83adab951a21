import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSite, type SiteServer } from '../support/site-server.ts'
import { SPEC_PAGES } from '../support/spec-routes.ts'
import { LOCALE_CODES, localizePath } from '../../content-rules/locales.ts'
import { CATALOG_NAMES, CATALOGS } from '../../content-schemas/catalog.ts'
import { loadDataset } from '../../embedded-wordpress/dataset.ts'
import { publicForum } from '../../embedded-wordpress/forum-generator.ts'

let site: SiteServer

beforeAll(async () => {
  site = await startSite()
})

afterAll(async () => {
  await site?.stop()
})

/** The text of the page's h1, tags removed. */
const heading = (html: string) =>
  /<h1[^>]*>([\s\S]*?)<\/h1>/
    .exec(html)?.[1]
    ?.replace(/<[^>]+>/g, '')
    .trim() ?? ''

/** Requests every path, a few at a time (the server renders each for real); returns the failures. */
async function check(paths: string[], expectOk: (status: number, html: string) => string | null): Promise<string[]> {
  const failures: string[] = []
  for (let i = 0; i < paths.length; i += 8) {
    await Promise.all(
      paths.slice(i, i + 8).map(async (path) => {
        const response = await fetch(site.url + path, { redirect: 'manual' })
        const problem = expectOk(response.status, await response.text())
        if (problem) failures.push(`${path}: ${problem}`)
      }),
    )
  }
  return failures
}

const inEveryLanguage = (routes: string[]) => routes.flatMap((route) => LOCALE_CODES.map((lang) => localizePath(route, lang)))

const pageWithHeading = (status: number, html: string) => (status !== 200 ? `answered ${status}` : heading(html).length < 3 ? 'no real h1' : null)

/** The catalog routes of SPEC §2 with every real parameter of the dataset, and their lists. */
const catalogRoutes = () => {
  const { catalog } = loadDataset(path.resolve('content'))
  const entries = [...new Set(catalog.map((entry) => `${CATALOGS[entry.catalog].base}${entry.slug}/`))]
  return [...CATALOG_NAMES.map((name) => CATALOGS[name].base), ...entries]
}

describe('route coverage (SPEC §2)', () => {
  it('every content page answers 200 with a real heading in en, es and fr', async () => {
    const paths = inEveryLanguage(SPEC_PAGES.map((route) => (route ? `/${route}/` : '/')))
    const failures = await check(paths, pageWithHeading)
    console.log(`route coverage: ${SPEC_PAGES.length} page routes × ${LOCALE_CODES.length} languages = ${paths.length} pages checked`)
    expect(failures).toEqual([])
  }, 240_000)

  it('every catalog route answers 200 with its entry or list, in en, es and fr', async () => {
    const routes = catalogRoutes()
    const paths = inEveryLanguage(routes)
    const failures = await check(paths, pageWithHeading)
    console.log(`route coverage: ${routes.length} catalog routes × ${LOCALE_CODES.length} languages = ${paths.length} pages checked`)
    expect(routes.length).toBeGreaterThan(CATALOG_NAMES.length * 2)
    expect(failures).toEqual([])
  }, 120_000)

  it('every blog route shape answers 200 with a real heading, with every real parameter, in en, es and fr', async () => {
    const { blog, posts } = loadDataset(path.resolve('content'))
    const parentSlug = (id: number) => blog.categories.find((c) => c.id === id)?.slug
    const months = [...new Set(posts.map((p) => p.meta.date.slice(0, 7)))]
    const days = [...new Set(posts.map((p) => p.meta.date.slice(0, 10)))]
    const lists = [
      '/blog/',
      '/blog-archive/',
      '/search/',
      '/search/?s=marketplace',
      '/author/',
      '/category/',
      '/tag/',
      '/date/',
      ...blog.authors.map((a) => `/author/${a.slug}/`),
      ...blog.categories.map((c) => (c.parent ? `/category/${parentSlug(c.parent)}/${c.slug}/` : `/category/${c.slug}/`)),
      ...blog.tags.map((t) => `/tag/${t.slug}/`),
      ...[...new Set(months.map((m) => m.slice(0, 4)))].map((y) => `/date/${y}/`),
      ...months.map((m) => `/date/${m.replace('-', '/')}/`),
      ...days.map((d) => `/date/${d.replaceAll('-', '/')}/`),
    ]
    // A post lives in its own language; so does its AMP version.
    const postPaths = posts.flatMap((p) => {
      const own = p.lang === 'en' ? `/blog/${p.meta.id}/${p.slug}/` : `/${p.lang}/${p.meta.id}/${p.slug}/`
      return [own, p.lang === 'en' ? `/amp${own}` : own.replace(/^\/(es|fr)\//, '/$1/amp/')]
    })
    const paths = [...inEveryLanguage(lists), ...postPaths]
    const failures = await check(paths, pageWithHeading)
    console.log(
      `route coverage: ${lists.length} blog list routes × ${LOCALE_CODES.length} languages + ${postPaths.length} post and AMP pages = ${paths.length} pages checked`,
    )
    expect(failures).toEqual([])
  }, 240_000)

  it('the optional parameters of SPEC §2: an address without one redirects to its page, or shows the list it names, in en, es and fr', async () => {
    const forum = publicForum(loadDataset(path.resolve('content')).forum)
    const topForum = forum.forums.find((f) => f.parent === 0)!
    const topic = forum.topics.find((t) => t.tags.length > 0)!
    const user = forum.users.find((u) => forum.topics.some((t) => t.author === u.id))!
    const { blog } = loadDataset(path.resolve('content'))
    const redirects: [string, string][] = [
      ['/search/page/', '/search/'],
      ['/search/page/?s=marketplace', '/search/?s=marketplace'],
      ['/blog/page/', '/blog/'],
      [`/author/${blog.authors[0]!.slug}/page/`, `/author/${blog.authors[0]!.slug}/`],
      ['/amp/', '/blog/'],
      ['/support/topic/page/', '/support/topic/'],
      ['/support/topic/page/1/', '/support/topic/'],
      [`/support/forum/${topForum.slug}/page/`, `/support/forum/${topForum.slug}/`],
      [`/support/topic/${topic.slug}/page/`, `/support/topic/${topic.slug}/`],
      [`/support/topic-tag/${topic.tags[0]}/page/`, `/support/topic-tag/${topic.tags[0]}/`],
      [`/support/users/${user.slug}/topics/page/`, `/support/users/${user.slug}/topics/`],
      [`/support/users/${user.slug}/replies/page/`, `/support/users/${user.slug}/replies/`],
    ]
    const failures: string[] = []
    for (const lang of LOCALE_CODES) {
      for (const [from, to] of redirects) {
        const response = await fetch(site.url + localizePath(from, lang), { redirect: 'manual' })
        const location = response.headers.get('location')
        if (response.status !== 301 || location !== localizePath(to, lang)) failures.push(`${localizePath(from, lang)}: ${response.status} → ${location}`)
      }
    }
    // support/topic/{replies?}: without a topic, the recent topics, in pages.
    failures.push(...(await check(inEveryLanguage(['/support/topic/', '/support/topic/page/2/']), pageWithHeading)))
    expect(failures).toEqual([])
    const recent = await (await fetch(`${site.url}/es/support/topic/`)).text()
    expect(heading(recent)).toBe('Temas recientes')
    // Every forum's topics, by last activity: the dataset's 15 most recently active, from more than one forum.
    const lastActive = (t: (typeof forum.topics)[number]) => forum.replies.get(t.id)?.at(-1)?.date ?? t.date
    const newest = [...forum.topics].sort((x, y) => lastActive(y).localeCompare(lastActive(x))).slice(0, 15)
    const shown = [...new Set([...recent.matchAll(/href="\/es\/support\/topic\/([^/"]+)\/"/g)].map((m) => m[1]))]
    expect(shown).toEqual(newest.map((t) => t.slug))
    expect(new Set(newest.map((t) => t.forum)).size).toBeGreaterThan(1)
  })

  it('unknown catalog parameters answer 404', async () => {
    const paths = inEveryLanguage(CATALOG_NAMES.map((name) => `${CATALOGS[name].base}no-such-entry/`))
    const failures = await check(paths, (status, html) => (status !== 404 ? `answered ${status}` : heading(html) === '404' ? null : 'not the 404 page'))
    expect(failures).toEqual([])
  })
})
