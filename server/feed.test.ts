import { describe, expect, it } from 'vitest'
import { parseDocument } from 'htmlparser2'
import { rssDocument } from './feed.ts'
import type { WpPost } from '../content-schemas/post.ts'

const post = (id: number, title: string, lang: 'en' | 'es' = 'en'): WpPost => ({
  id,
  slug: `post-${id}`,
  link: lang === 'en' ? `https://cms.example/blog/${id}/post-${id}/` : `https://cms.example/es/${id}/post-${id}/`,
  modified_gmt: '2026-10-20T08:00:00',
  date_gmt: '2026-10-14T08:30:00',
  title: { rendered: title },
  excerpt: { rendered: '<p>Fees &amp; <em>payouts</em></p>' },
  lang,
  block_markup: '',
  block_renders: [],
  author: 2,
  categories: [10],
  tags: [],
  featured_image: null,
  yoast_head_json: null,
  yoast_meta: [],
  uagb_inline_style: '',
})

describe('rssDocument', () => {
  it("is RSS 2.0 of the posts, linking this site's URLs, with escaped text", () => {
    const xml = rssDocument([post(1, 'Tips &amp; <b>tricks</b>'), post(2, 'Second')], {
      origin: 'https://wedevs.test',
      lang: 'en',
      title: 'weDevs Blog',
      description: 'Guides & news',
      authors: new Map([[2, 'Farhana Akter']]),
      categories: new Map([[10, 'Marketplace']]),
    })
    const doc = parseDocument(xml, { xmlMode: true })
    const items = doc.children.flatMap(function walk(n): typeof doc.children {
      return 'name' in n && n.name === 'item' ? [n] : 'children' in n ? n.children.flatMap(walk) : []
    })
    expect(items).toHaveLength(2)
    expect(xml).toContain('<title>Tips &amp; tricks</title>')
    expect(xml).toContain('<link>https://wedevs.test/blog/1/post-1/</link>')
    expect(xml).toContain('<pubDate>Wed, 14 Oct 2026 08:30:00 GMT</pubDate>')
    expect(xml).toContain('<dc:creator>Farhana Akter</dc:creator>')
    expect(xml).toContain('<category>Marketplace</category>')
    expect(xml).toContain('<description>Fees &amp; payouts</description>')
    expect(xml).toContain('<title>weDevs Blog</title>')
    expect(xml).toContain('<description>Guides &amp; news</description>')
  })

  it('links posts of other languages with their prefix', () => {
    const xml = rssDocument([post(3, 'Hola', 'es')], {
      origin: 'https://wedevs.test',
      lang: 'es',
      title: 'weDevs Blog',
      description: 'Guías',
      authors: new Map(),
      categories: new Map(),
    })
    expect(xml).toContain('<link>https://wedevs.test/es/3/post-3/</link>')
    expect(xml).toContain('<language>es-ES</language>')
  })
})
