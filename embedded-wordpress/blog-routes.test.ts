import { describe, expect, it } from 'vitest'
import path from 'node:path'
import { createContentApi } from './app.ts'
import { loadDataset } from './dataset.ts'
import { wpPostListSchema, wpPostSchema } from '../content-schemas/post.ts'
import { wpCategoryListSchema, wpTagListSchema, wpUserListSchema } from '../content-schemas/taxonomy.ts'
import { wpCommentListSchema } from '../content-schemas/comment.ts'

const dataset = loadDataset(path.resolve('content'))
const api = createContentApi(() => dataset)
const get = (url: string) => api.fetch(new Request(`http://site.test/wp-json${url}`))
const posts = async (query: string) => {
  const response = await get(`/wp/v2/posts?${query}`)
  return { posts: wpPostListSchema.parse(await response.json()), total: Number(response.headers.get('X-WP-Total')) }
}
const english = dataset.posts.filter((p) => p.lang === 'en')

describe('embedded blog API', () => {
  it('lists a language newest first, with the companion plugin fields', async () => {
    const { posts: page, total } = await posts('lang=en&per_page=5')
    expect(total).toBe(english.length)
    expect(page.map((p) => p.date_gmt)).toEqual([...page.map((p) => p.date_gmt)].sort().reverse())
    const withImage = page.find((p) => p.featured_image)
    expect(withImage?.featured_image?.sizes.map((s) => s.width)).toEqual([320, 640, 768, 1024, 1280, 1536])
    expect(page.every((p) => p.yoast_meta.some((m) => m.name === 'description'))).toBe(true)
  })

  it('filters by categories, tags, author, dates and search words, like WordPress', async () => {
    const inCategory = (await posts('lang=en&per_page=100&categories=11,12')).posts
    expect(inCategory.length).toBeGreaterThan(0)
    expect(inCategory.every((p) => p.categories.some((c) => c === 11 || c === 12))).toBe(true)
    expect((await posts('lang=en&per_page=100&tags=40')).posts.every((p) => p.tags.includes(40))).toBe(true)
    expect((await posts('lang=en&per_page=100&author=3')).posts.every((p) => p.author === 3)).toBe(true)
    const year = (await posts('lang=en&per_page=100&after=2024-12-31T23:59:59&before=2026-01-01T00:00:00')).posts
    expect(year.length).toBeGreaterThan(0)
    expect(year.every((p) => p.date_gmt.startsWith('2025'))).toBe(true)
    const found = (await posts('lang=en&per_page=100&search=VENDOR%20payout')).posts
    expect(found.length).toBeGreaterThan(0)
    for (const post of found) {
      const text = `${post.title.rendered} ${post.excerpt.rendered} ${post.block_markup}`.toLowerCase()
      expect(text).toContain('vendor')
      expect(text).toContain('payout')
    }
    expect((await posts('lang=en&search=zzzyxnothing')).total).toBe(0)
  })

  it('finds the neighbours of a post with before and after', async () => {
    const sorted = [...english].sort((a, b) => a.meta.date.localeCompare(b.meta.date))
    const middle = sorted[5]!
    const older = (await posts(`lang=en&per_page=1&before=${middle.meta.date}`)).posts[0]
    const newer = (await posts(`lang=en&per_page=1&after=${middle.meta.date}&order=asc`)).posts[0]
    expect(older?.id).toBe(sorted[4]!.meta.id)
    expect(newer?.id).toBe(sorted[6]!.meta.id)
  })

  it('answers a page past the last with 400 rest_post_invalid_page_number', async () => {
    const response = await get(`/wp/v2/posts?lang=en&per_page=10&page=${Math.ceil(english.length / 10) + 1}`)
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ code: 'rest_post_invalid_page_number' })
  })

  it('gives a post its term ids in WordPress order (by term name)', async () => {
    const post = wpPostSchema.parse(await (await get('/wp/v2/posts/90102')).json())
    const names = post.categories.map((id) => dataset.blog.categories.find((c) => c.id === id)!.name)
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)))
  })

  it('serves categories with parents and counts, tags, and the authors of published posts', async () => {
    const categories = wpCategoryListSchema.parse(await (await get('/wp/v2/categories?per_page=100')).json())
    expect(categories.find((c) => c.slug === 'vendor-management')?.parent).toBe(10)
    const marketplace = categories.find((c) => c.id === 10)!
    expect(marketplace.count).toBe(dataset.posts.filter((p) => p.meta.categories.includes(10)).length)
    expect(wpTagListSchema.parse(await (await get('/wp/v2/tags?per_page=100')).json())).toHaveLength(dataset.blog.tags.length)
    const users = wpUserListSchema.parse(await (await get('/wp/v2/users?per_page=100')).json())
    expect(users.map((u) => u.slug).sort()).toEqual(dataset.blog.authors.map((a) => a.slug).sort())
    expect(users[0]?.avatar_urls['96']).toMatch(/^\/images\/avatars\//)
  })

  it("serves a post's comments with parents, rendered paragraphs and the default avatar", async () => {
    const response = await get('/wp/v2/comments?post=90111&per_page=100&order=asc')
    const comments = wpCommentListSchema.parse(await response.json())
    expect(comments.length).toBe(dataset.blog.comments.filter((c) => c.post === 90111).length)
    expect(comments.some((c) => c.parent !== 0)).toBe(true)
    expect(comments.map((c) => c.date_gmt)).toEqual([...comments.map((c) => c.date_gmt)].sort())
    expect(comments[0]?.content.rendered).toMatch(/^<p>[\s\S]+<\/p>\n$/)
    expect(comments[0]?.link).toBe(`http://site.test/blog/90111/vendor-verification-without-scaring-sellers-away/#comment-${comments[0]?.id}`)
    expect(comments.find((c) => c.author_url === '')?.author_avatar_urls['96']).toBe('/images/avatars/default.svg')
  })

  it('links posts of other languages at /{lang}/{id}/{slug}/', async () => {
    const [spanish] = (await posts('lang=es&per_page=1')).posts
    expect(spanish?.link).toMatch(/^http:\/\/site\.test\/es\/\d+\/[a-z0-9-]+\/$/)
  })
})
