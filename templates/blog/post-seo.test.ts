import { describe, expect, it } from 'vitest'
import { postSeo } from './post-seo.ts'
import { jsonScriptText } from '../../renderer/json-ld.tsx'
import type { WpPost } from '../../content-schemas/post.ts'

const post: WpPost = {
  id: 90101,
  slug: 'launching',
  link: 'https://cms.example/blog/90101/launching/',
  modified_gmt: '2026-10-20T08:00:00',
  date_gmt: '2026-10-14T08:30:00',
  title: { rendered: 'Launching &amp; <em>growing</em>' },
  excerpt: { rendered: '<p>From commission rates to vendor onboarding.</p>\n' },
  lang: 'en',
  block_markup: '',
  block_renders: [],
  author: 2,
  categories: [10],
  tags: [40],
  featured_image: { src: '/images/blog/x-1536.webp', alt: 'x', width: 1536, height: 864, sizes: [] },
  yoast_head_json: null,
  yoast_meta: [
    { name: 'description', content: 'From commission rates to vendor onboarding.' },
    { property: 'og:title', content: 'Launching & growing' },
    { property: 'og:type', content: 'article' },
    { property: 'og:image', content: '/images/blog/x-1536.webp' },
    { name: 'twitter:card', content: 'summary_large_image' },
  ],
  uagb_inline_style: '',
}
const context = {
  url: 'https://wedevs.test/blog/90101/launching/',
  origin: 'https://wedevs.test',
  siteName: 'weDevs',
  authorName: 'Farhana Akter',
  locale: 'en-US',
}

describe('postSeo', () => {
  it('falls back to yoast_meta, with this site as canonical and absolute image URLs', () => {
    const seo = postSeo(post, context)
    expect(seo.title).toBe('Launching & growing')
    expect(seo.description).toBe('From commission rates to vendor onboarding.')
    expect(seo.canonical).toBe('https://wedevs.test/blog/90101/launching/')
    expect(seo.openGraph).toContainEqual(['og:image', 'https://wedevs.test/images/blog/x-1536.webp'])
    expect(seo.openGraph).toContainEqual(['og:url', 'https://wedevs.test/blog/90101/launching/'])
    expect(seo.twitter).toContainEqual(['twitter:card', 'summary_large_image'])
    expect(seo.jsonLd).toMatchObject({
      '@type': 'BlogPosting',
      headline: 'Launching & growing',
      datePublished: '2026-10-14T08:30:00Z',
      author: { name: 'Farhana Akter' },
    })
  })

  it('prefers yoast_head_json', () => {
    const yoast = {
      title: 'SEO title',
      description: 'SEO description',
      og_title: 'OG title',
      og_image: [{ url: 'https://cdn.example/og.png' }],
      twitter_card: 'summary',
    }
    const seo = postSeo({ ...post, yoast_head_json: yoast }, context)
    expect(seo.title).toBe('SEO title')
    expect(seo.description).toBe('SEO description')
    expect(seo.openGraph).toContainEqual(['og:title', 'OG title'])
    expect(seo.openGraph).toContainEqual(['og:image', 'https://cdn.example/og.png'])
    expect(seo.twitter).toContainEqual(['twitter:card', 'summary'])
    expect(seo.jsonLd).toMatchObject({ '@type': 'BlogPosting', headline: 'Launching & growing', description: 'SEO description' })
  })

  it('writes JSON-LD that cannot close its script element', () => {
    expect(jsonScriptText({ headline: '</script><script>alert(1)</script>' })).not.toContain('<')
  })
})
