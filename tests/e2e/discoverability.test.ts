import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { startSite, type SiteServer } from '../support/site-server.ts'
import { loadDataset } from '../../embedded-wordpress/dataset.ts'

/** What search engines read: canonical and alternate links, sitemaps, robots.txt and structured data. */
let site: SiteServer

beforeAll(async () => {
  site = await startSite()
})

afterAll(async () => {
  await site?.stop()
})

const html = async (route: string) => {
  const response = await fetch(site.url + route)
  expect(response.status, route).toBe(200)
  return response.text()
}
const canonicalOf = (page: string) => /<link rel="canonical" href="([^"]+)"/.exec(page)?.[1]
const alternatesOf = (page: string) =>
  Object.fromEntries([...page.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/g)].map((m) => [m[1]!, m[2]!]))
const jsonLdOf = (page: string) =>
  [...page.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as { '@type': string })
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!)
const topic = loadDataset(path.resolve('content')).forum.topics.find((t) => t.lang === 'es')!

describe('canonical and alternate links', () => {
  it.each([
    ['/', '/'],
    ['/es/dokan/pricing/', '/es/dokan/pricing/'],
    ['/blog/page/2/', '/blog/page/2/'],
    ['/fr/docs/', '/fr/docs/'],
    ['/support/forum/', '/support/forum/'],
    ['/blog/90111/vendor-verification-without-scaring-sellers-away/', '/blog/90111/vendor-verification-without-scaring-sellers-away/'],
    [`/support/topic/${topic.slug}/`, `/es/support/topic/${topic.slug}/`],
  ])('%s is canonical at the absolute %s', async (route, canonical) => {
    expect(canonicalOf(await html(route))).toBe(site.url + canonical)
  })

  it('a translated page lists every language and x-default, and each translation lists the same', async () => {
    const expected = {
      en: `${site.url}/dokan/pricing/`,
      es: `${site.url}/es/dokan/pricing/`,
      fr: `${site.url}/fr/dokan/pricing/`,
      'x-default': `${site.url}/dokan/pricing/`,
    }
    for (const route of ['/dokan/pricing/', '/es/dokan/pricing/', '/fr/dokan/pricing/']) {
      expect(alternatesOf(await html(route))).toEqual(expected)
    }
  })

  it('the template lists (blog, docs, forum) exist in every language', async () => {
    for (const route of ['/es/blog/', '/docs/', '/fr/support/forum/dokan/']) {
      expect(Object.keys(alternatesOf(await html(route))).sort()).toEqual(['en', 'es', 'fr', 'x-default'])
    }
  })

  it('a page in one language only has no alternates; shown untranslated, it is canonical in English', async () => {
    const onlyEnglish = await html('/es/about/giving-back/')
    expect(canonicalOf(onlyEnglish)).toBe(`${site.url}/about/giving-back/`)
    expect(alternatesOf(onlyEnglish)).toEqual({})
    expect(alternatesOf(await html(`/support/topic/${topic.slug}/`))).toEqual({})
  })
})

describe('sitemaps and robots.txt', () => {
  it('robots.txt points at the sitemap index and keeps crawlers out of the APIs', async () => {
    const robots = await (await fetch(`${site.url}/robots.txt`)).text()
    expect(robots).toContain(`Sitemap: ${site.url}/sitemap.xml`)
    expect(robots).toMatch(/^User-agent: \*$/m)
    expect(robots).toMatch(/^Disallow: \/api\/$/m)
  })

  it('the index lists one sitemap per language, each with the last change of its content', async () => {
    const index = await (await fetch(`${site.url}/sitemap.xml`)).text()
    expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')
    expect(locs(index)).toEqual(['en', 'es', 'fr'].map((lang) => `${site.url}/sitemap-${lang}.xml`))
    expect([...index.matchAll(/<lastmod>(\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+00:00)<\/lastmod>/g)]).toHaveLength(3)
  })

  it.each(['en', 'es', 'fr'])('the %s sitemap lists pages that answer 200 at their own canonical URL, with lastmod', async (lang) => {
    const xml = await (await fetch(`${site.url}/sitemap-${lang}.xml`)).text()
    const urls = locs(xml)
    expect(urls.length).toBeGreaterThan(100)
    expect(new Set(urls).size).toBe(urls.length)
    // Only a forum without a topic has no last change to tell.
    const undated = [...xml.matchAll(/<url><loc>([^<]+)<\/loc><\/url>/g)].map((m) => m[1]!)
    expect(
      undated.every((url) => url.includes('/support/forum/')),
      undated.join(' '),
    ).toBe(true)
    expect(xml.match(/<lastmod>\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+00:00<\/lastmod>/g)!.length).toBe(urls.length - undated.length)
    const prefix = lang === 'en' ? site.url : `${site.url}/${lang}/`
    expect(urls.every((url) => url.startsWith(prefix) && (lang !== 'en' || !/^\/(es|fr)\//.test(url.slice(site.url.length))))).toBe(true)
    // Every 25th URL (every kind appears: pages, posts, catalog entries, docs, forums, topics).
    for (const url of urls.filter((_, i) => i % 25 === 0)) {
      expect(canonicalOf(await html(url.slice(site.url.length))), url).toBe(url)
    }
  })

  it('lists a thread in its own language only', async () => {
    const [en, es] = await Promise.all(['en', 'es'].map(async (lang) => (await fetch(`${site.url}/sitemap-${lang}.xml`)).text()))
    expect(es).toContain(`<loc>${site.url}/es/support/topic/${topic.slug}/</loc>`)
    expect(en).not.toContain(`/support/topic/${topic.slug}/</loc>`)
  })
})

/** The properties search engines need of each type the site writes (schema.org, Google's structured data rules). */
const absolute = z.url().startsWith('http')
const structuredData = z.discriminatedUnion('@type', [
  z.object({ '@type': z.literal('Organization'), name: z.string().min(1), url: absolute, logo: absolute, sameAs: z.array(absolute) }),
  z.object({
    '@type': z.literal('WebSite'),
    name: z.string().min(1),
    url: absolute,
    potentialAction: z.object({ '@type': z.literal('SearchAction'), 'query-input': z.string() }),
  }),
  z.object({
    '@type': z.literal('Product'),
    name: z.string().min(1),
    offers: z
      .array(
        z.object({
          '@type': z.literal('Offer'),
          price: z.string().regex(/^\d+\.\d\d$/),
          priceCurrency: z.string().regex(/^[A-Z]{3}$/),
          availability: absolute,
        }),
      )
      .min(1),
  }),
  z.object({
    '@type': z.literal('FAQPage'),
    mainEntity: z
      .array(
        z.object({
          '@type': z.literal('Question'),
          name: z.string().min(1),
          acceptedAnswer: z.object({ '@type': z.literal('Answer'), text: z.string().min(1) }),
        }),
      )
      .min(1),
  }),
  z.object({ '@type': z.literal('BlogPosting'), headline: z.string().min(1), datePublished: z.string(), author: z.object({ name: z.string() }) }),
  z.object({
    '@type': z.literal('BreadcrumbList'),
    itemListElement: z
      .array(z.object({ '@type': z.literal('ListItem'), position: z.number().int().positive(), name: z.string().min(1), item: absolute }))
      .min(1),
  }),
  z.object({ '@type': z.literal('TechArticle'), headline: z.string().min(1), url: absolute }),
  z.object({ '@type': z.literal('DiscussionForumPosting'), headline: z.string().min(1), url: absolute }),
])

describe('structured data', () => {
  it.each([
    ['/', ['Organization', 'WebSite', 'FAQPage']],
    ['/dokan/pricing/', ['Product', 'FAQPage']],
    ['/dokan/faq/', ['FAQPage']],
    ['/blog/90111/vendor-verification-without-scaring-sellers-away/', ['BlogPosting']],
    ['/docs/dokan/', ['TechArticle', 'BreadcrumbList']],
    [`/support/topic/${topic.slug}/`, ['DiscussionForumPosting', 'BreadcrumbList']],
  ])('%s describes itself as %j, every item valid', async (route, types) => {
    const items = jsonLdOf(await html(route))
    for (const item of items) {
      expect(item).toMatchObject({ '@context': 'https://schema.org' })
      const checked = structuredData.safeParse(item)
      expect(checked.success, `${route} ${item['@type']}: ${checked.error?.message}`).toBe(true)
    }
    expect([...new Set(items.map((item) => item['@type']))].sort()).toEqual([...types].sort())
  })

  it('a pricing table names each plan as a product with an offer per billing period, at its regular price', async () => {
    const products = jsonLdOf(await html('/dokan/pricing/')).filter((item) => item['@type'] === 'Product') as unknown as {
      name: string
      offers: { price: string; priceSpecification?: { billingDuration: string } }[]
    }[]
    const professional = products.find((p) => p.name === 'Dokan Pro Professional')!
    expect(professional.offers.map((o) => [o.price, o.priceSpecification?.billingDuration ?? null])).toEqual([
      ['249.00', 'P1Y'],
      ['399.00', 'P2Y'],
      ['799.00', null],
    ])
  })
})
