import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser } from 'playwright-core'
import { startSite, type SiteServer } from '../support/site-server.ts'
import { launchBrowser, openPage, waitForHydration } from '../support/browser.ts'
import { loadDataset } from '../../embedded-wordpress/dataset.ts'
import { publicForum } from '../../embedded-wordpress/forum-generator.ts'
import { LOCALE_CODES, localizePath } from '../../content-rules/locales.ts'
import { FORUM_PAGE_SIZE } from '../../content-rules/forum-pages.ts'
import es from '../../locales/es.json'
import fr from '../../locales/fr.json'
import en from '../../locales/en.json'

/** The support forum (SPEC §2, §3, §7, §9) on the generated forum of the embedded dataset, in Chromium. */
let site: SiteServer
let browser: Browser
/** Every forum of the dataset, and what the site shows of it: no private or hidden forum, nor what is in one. */
const everything = loadDataset(path.resolve('content')).forum
const forum = publicForum(everything)
const messages = { en, es, fr }
const repliesOf = (topic: { id: number }) => forum.replies.get(topic.id)!
const topicWith = (count: number) => forum.topics.find((t) => repliesOf(t).length === count)!
const longest = [...forum.topics].sort((a, b) => repliesOf(b).length - repliesOf(a).length)[0]!
const topicsBy = (user: { id: number }) => forum.topics.filter((t) => t.author === user.id).length
const repliesBy = (user: { id: number }) => [...forum.replies.values()].flat().filter((r) => r.author === user.id).length
const regular = forum.users.find((u) => topicsBy(u) > FORUM_PAGE_SIZE && repliesBy(u) > FORUM_PAGE_SIZE)!
const forumNamed = (slug: string) => forum.forums.find((f) => f.slug === slug)!
const payments = forumNamed('payments')

beforeAll(async () => {
  ;[site, browser] = await Promise.all([startSite(), launchBrowser()])
})

afterAll(async () => {
  await browser?.close()
  await site?.stop()
})

const get = (route: string) => fetch(site.url + route, { redirect: 'manual' })
const html = async (route: string) => {
  const response = await get(route)
  expect(response.status, route).toBe(200)
  return response.text()
}
const articles = (page: string) => [...page.matchAll(/<article class="forum-post[^"]*" id="post-(\d+)"/g)].map((m) => Number(m[1]))

/** Every forum route shape of SPEC §2 and the heading it shows, by language. */
const SHAPES: [string, (lang: keyof typeof messages) => string][] = [
  ['/support/forum/dokan/', () => 'Dokan'],
  ['/support/forum/dokan/payments/', () => payments.title],
  ['/support/forum/dokan/payments/page/2/', () => payments.title],
  [`/support/topic/${longest.slug}/`, () => longest.title],
  [`/support/topic/${longest.slug}/page/22/`, () => longest.title],
  ['/support/topic-tag/', (lang) => messages[lang]['forum.tags']],
  ['/support/topic-tag/stripe/', (lang) => messages[lang]['forum.tagHeading'].replace('{tag}', 'stripe')],
  ['/support/topic-tag/stripe/page/2/', (lang) => messages[lang]['forum.tagHeading'].replace('{tag}', 'stripe')],
  ...(['', 'favorites/', 'replies/', 'topics/', 'replies/page/2/', 'topics/page/2/'] as const).map((view): [string, () => string] => [
    `/support/users/${regular.slug}/${view}`,
    () => regular.name,
  ]),
]

describe('forum routes', () => {
  it.each(LOCALE_CODES)('every route shape answers in %s, with the interface in that language, and hydrates cleanly', async (lang) => {
    const { page, errors } = await openPage(browser)
    for (const [route, heading] of SHAPES) {
      const response = await page.goto(site.url + localizePath(route, lang))
      expect(response?.status(), route).toBe(200)
      await waitForHydration(page)
      expect((await page.locator('h1').textContent())?.trim(), route).toBe(heading(lang))
      expect(await page.locator('html').getAttribute('lang'), route).toBe({ en: 'en-US', es: 'es-ES', fr: 'fr-FR' }[lang] ?? lang)
    }
    expect(errors).toEqual([])
    await page.context().close()
  })

  it.each(LOCALE_CODES)('the forum index (%s) is the page marketers compose, its forum list block linking every forum that exists', async (lang) => {
    const page = await html(localizePath('/support/forum/', lang))
    const links = [...new Set([...page.matchAll(/href="((?:\/(?:es|fr))?\/support\/forum\/[a-z0-9/-]+\/)"/g)].map((m) => m[1]!))]
    expect(links.length).toBe(forum.forums.length)
    for (const link of links) expect((await get(link)).status, link).toBe(200)
    expect(page).toContain('class="forum-list__table"')
  })

  it('a page past the last, an unknown forum, topic, tag or user, and a malformed page number answer the 404 page', async () => {
    for (const route of [
      `/support/topic/${longest.slug}/page/23/`,
      `/support/topic/${topicWith(0).slug}/page/2/`,
      '/support/forum/dokan/payments/page/999/',
      '/support/forum/no-such-forum/',
      '/support/forum/payments/',
      '/es/support/topic/no-such-topic/',
      '/fr/support/topic-tag/no-such-tag/',
      '/support/users/no-such-user/',
      `/support/users/${regular.slug}/topics/page/99/`,
      `/support/topic/${longest.slug}/page/0/`,
    ]) {
      const response = await get(route)
      expect(response.status, route).toBe(404)
      const lang = /^\/(es|fr)\//.exec(route)?.[1] ?? 'en'
      expect(await response.text(), route).toContain(`<h2>${messages[lang as keyof typeof messages]['notFound.heading']}</h2>`)
    }
  })

  it('page/1/ redirects to the page’s own URL, in its language', async () => {
    for (const [from, to] of [
      [`/support/topic/${longest.slug}/page/1/`, `/support/topic/${longest.slug}/`],
      ['/es/support/forum/dokan/payments/page/1/', '/es/support/forum/dokan/payments/'],
      [`/fr/support/users/${regular.slug}/replies/page/1/`, `/fr/support/users/${regular.slug}/replies/`],
    ]) {
      const response = await get(from!)
      expect(response.status, from).toBe(301)
      expect(new URL(response.headers.get('location')!, site.url).pathname).toBe(to)
    }
  })
})

describe('a thread', () => {
  it.each([15, 16, 30, 31])('a topic of %i replies shows 15 a page, oldest first, and no page past the last', async (count) => {
    const topic = topicWith(count)
    const replies = repliesOf(topic)
    const pages = Math.ceil(count / FORUM_PAGE_SIZE)
    for (let n = 1; n <= pages; n++) {
      const page = await html(`/support/topic/${topic.slug}/${n > 1 ? `page/${n}/` : ''}`)
      const expected = replies.slice((n - 1) * FORUM_PAGE_SIZE, n * FORUM_PAGE_SIZE).map((r) => r.id)
      // The topic itself leads page 1.
      expect(articles(page)).toEqual(n === 1 ? [topic.id, ...expected] : expected)
      expect(page.match(/<nav class="pagination"/g)?.length ?? 0).toBe(pages > 1 ? 1 : 0)
    }
    expect((await get(`/support/topic/${topic.slug}/page/${pages + 1}/`)).status).toBe(404)
  })

  it('shows each post’s author with avatar, role badge, date and a permalink anchor the reply’s own link leads to', async () => {
    const page = await html(`/support/topic/${longest.slug}/page/2/`)
    const reply = repliesOf(longest)[FORUM_PAGE_SIZE]!
    const author = forum.users.find((u) => u.id === reply.author)!
    const article = page.slice(page.indexOf(`id="post-${reply.id}"`), page.indexOf('</article>', page.indexOf(`id="post-${reply.id}"`)))
    expect(article).toContain(`<a href="/support/users/${author.slug}/" class="forum-post__name">${author.name}</a>`)
    expect(article).toContain(`class="forum-badge forum-badge--${author.role}"`)
    expect(article).toMatch(/<img class="forum-post__avatar" src="\/images\/avatars\/default.svg" alt="" width="48" height="48"/)
    expect(article).toContain(`href="#post-${reply.id}"><span class="visually-hidden">Link to post #${FORUM_PAGE_SIZE + 1}: </span>`)
    expect(article).toContain(`<time dateTime="${reply.date}Z">`)
  })

  it('is DiscussionForumPosting structured data, canonical in the language it is written in', async () => {
    const spanish = forum.topics.find((t) => t.lang === 'es' && repliesOf(t).length > 2)!
    const page = await html(`/fr/support/topic/${spanish.slug}/`)
    const data = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(page)![1]!)
    expect(data).toMatchObject({
      '@type': 'DiscussionForumPosting',
      headline: spanish.title,
      inLanguage: 'es-ES',
      datePublished: `${spanish.date}Z`,
      interactionStatistic: { userInteractionCount: repliesOf(spanish).length },
    })
    expect(data.comment).toHaveLength(Math.min(FORUM_PAGE_SIZE, repliesOf(spanish).length))
    expect(page).toContain(`<link rel="canonical" href="${site.url}/es/support/topic/${spanish.slug}/"/>`)
    expect(page).toMatch(/<div class="forum-thread" lang="es">/)
  })

  it('renders a hostile reply harmless in a real browser: no script runs, no handler, no javascript: link', async () => {
    const hostile = [...forum.replies.values()].flat().filter((r) => /<script|onerror|onmouseover|javascript:/.test(r.content))
    expect(hostile.length).toBeGreaterThanOrEqual(2)
    const topic = forum.topics.find((t) => t.id === hostile[0]!.topic)!
    const { page, errors } = await openPage(browser)
    const dialogs: string[] = []
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message())
      void dialog.dismiss()
    })
    await page.goto(`${site.url}/support/topic/${topic.slug}/page/${Math.ceil(hostile[0]!.position / FORUM_PAGE_SIZE)}/`.replace('/page/1/', '/'))
    await waitForHydration(page)
    for (const reply of hostile) {
      const post = page.locator(`#post-${reply.id} .forum-post__content`)
      await post.hover()
      expect(
        await post.evaluate((el) => ({
          scripts: el.querySelectorAll('script').length,
          handlers: [...el.querySelectorAll('*')].flatMap((e) => [...e.attributes].map((a) => a.name)).filter((n) => n.startsWith('on')),
          links: [...el.querySelectorAll('a')].map((a) => a.getAttribute('href')),
        })),
      ).toEqual(expect.objectContaining({ scripts: 0, handlers: [] }))
      for (const href of await post.locator('a').evaluateAll((links) => links.map((a) => a.getAttribute('href'))))
        expect(href ?? '').not.toMatch(/^\s*javascript:/i)
    }
    await page
      .locator('.forum-post__content a')
      .first()
      .click()
      .catch(() => {})
    expect(dialogs).toEqual([])
    // The hostile image keeps its harmless src="x" (a 404), without its onerror.
    expect(
      errors.filter((e) => !e.startsWith('Failed to load resource')),
      errors.join('\n'),
    ).toEqual([])
    await page.context().close()
  })
})

describe('lists', () => {
  it('a forum lists its topics sticky first, then by last activity, 15 a page, and says where the page sits', async () => {
    const withSticky = forum.forums.find((f) => forum.topics.some((t) => t.forum === f.id && t.sticky))!
    const parent = forum.forums.find((f) => f.id === withSticky.parent)!
    const page = await html(`/support/forum/${parent.slug}/${withSticky.slug}/`)
    const rows = [...page.matchAll(/<tr class="topic-list__row( topic-list__row--sticky)?">/g)].map((m) => Boolean(m[1]))
    expect(rows).toHaveLength(FORUM_PAGE_SIZE)
    const stickies = forum.topics.filter((t) => t.forum === withSticky.id && t.sticky).length
    expect(rows).toEqual(Array.from({ length: FORUM_PAGE_SIZE }, (_, i) => i < stickies))
    const dates = [...page.matchAll(/<td class="topic-list__active"><time dateTime="([^"]+)"/g)].map((m) => m[1]!).slice(stickies)
    expect(dates).toEqual([...dates].sort().reverse())
    const total = forum.topics.filter((t) => t.forum === withSticky.id).length
    expect(page).toContain(`Viewing 1–${FORUM_PAGE_SIZE} of ${total}`)
  })

  it('a parent forum lists its sub-forums with bbPress’s totals', async () => {
    const page = await html('/support/forum/dokan/')
    for (const child of forum.forums.filter((f) => f.parent === forumNamed('dokan').id))
      expect(page).toContain(`<a href="/support/forum/dokan/${child.slug}/" class="forum-list__title">${child.title}</a>`)
  })

  it('a user’s profile is noindex, with their topics (oldest first), replies (newest first, each in its topic) and favorites', async () => {
    const profile = await html(`/support/users/${regular.slug}/`)
    expect(profile).toContain('<meta name="robots" content="noindex, follow"/>')
    const topics = await html(`/support/users/${regular.slug}/topics/`)
    const own = forum.topics.filter((t) => t.author === regular.id).sort((a, b) => a.date.localeCompare(b.date))
    expect([...topics.matchAll(/<a href="\/support\/topic\/([^/]+)\/" class="topic-list__title"/g)].map((m) => m[1])).toEqual(
      own.slice(0, FORUM_PAGE_SIZE).map((t) => t.slug),
    )
    const replies = await html(`/support/users/${regular.slug}/replies/`)
    const newest = [...forum.replies.values()]
      .flat()
      .filter((r) => r.author === regular.id)
      .sort((a, b) => b.date.localeCompare(a.date))[0]!
    expect(articles(replies)[0]).toBe(newest.id)
    const fan = forum.users.find((u) => forum.topics.some((t) => t.favoritedBy.includes(u.id)))!
    const favorites = await html(`/support/users/${fan.slug}/favorites/`)
    for (const topic of forum.topics.filter((t) => t.favoritedBy.includes(fan.id))) expect(favorites).toContain(`href="/support/topic/${topic.slug}/"`)
  })
})

describe('forums the public may not read', () => {
  const kept = everything.forums.filter((f) => !forum.forums.includes(f))
  const keptTopics = everything.topics.filter((t) => !forum.topics.includes(t))
  const forumPath = (f: (typeof kept)[number]): string => {
    const parent = everything.forums.find((p) => p.id === f.parent)
    return `${parent ? forumPath(parent) : '/support/forum/'}${f.slug}/`
  }

  it('a private or hidden forum, a published sub-forum of a private one, and their topics are nowhere on the site: not found, not linked, not counted', async () => {
    expect(kept.length).toBeGreaterThanOrEqual(3)
    for (const route of [...kept.map(forumPath), ...keptTopics.map((t) => `/support/topic/${t.slug}/`), '/support/topic-tag/pre-release/'])
      expect((await get(route)).status, route).toBe(404)
    const poster = forum.users.find((u) => u.id === keptTopics[0]!.author)!
    const lists = [
      '/support/forum/',
      '/support/topic/',
      '/support/topic-tag/',
      '/support/topic-tag/stripe/',
      `/support/users/${poster.slug}/`,
      '/sitemap-en.xml',
    ]
    for (const route of lists) {
      const page = await (await get(route)).text()
      for (const named of [...kept.map(forumPath), ...keptTopics.map((t) => `/support/topic/${t.slug}/`), '/support/topic-tag/pre-release/'])
        expect(page, route).not.toContain(named)
    }
    const tags = await html('/support/topic-tag/')
    const stripe = forum.topics.filter((t) => t.tags.includes('stripe')).length
    expect(tags).toMatch(new RegExp(`href="/support/topic-tag/stripe/"[^>]*>stripe</a> <span class="forum-tag-index__count">${stripe} topics</span>`))
    // React's SSR marks where one text ends and the next begins.
    const profile = (await html(`/support/users/${poster.slug}/`)).replaceAll('<!-- -->', '')
    const topics = forum.topics.filter((t) => t.author === poster.id).length
    const replies = [...forum.replies.values()].flat().filter((r) => r.author === poster.id).length
    expect(profile).toContain(` · ${topics} topics · ${replies} replies</p>`)
  })
})
