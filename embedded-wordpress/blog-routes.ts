import type { Hono } from 'hono'
import type { Dataset, DatasetPost } from './dataset.ts'
import type { BlogComment } from './blog-dataset.ts'
import { featuredImageOf, yoastHeadOf, yoastMetaOf } from './post-fields.ts'
import { gmt, idList, langFilter, origin, pagedJson, restError } from './rest.ts'
import { escapeMarkup } from '../content-rules/escape-markup.ts'
import { itemJson } from './item-json.ts'
import { localizePath } from '../content-rules/locales.ts'

/** Where a post lives: `/blog/{id}/{slug}/` in English, `/{lang}/{id}/{slug}/` otherwise (SPEC §2). */
function postPath(post: DatasetPost): string {
  const { id } = post.meta
  return post.lang === 'en' ? `/blog/${id}/${post.slug}/` : localizePath(`/${id}/${post.slug}/`, post.lang)
}

function postJson(post: DatasetPost, dataset: Dataset, base: string) {
  const image = featuredImageOf(post, dataset.blog)
  const item = {
    id: post.meta.id,
    slug: post.slug,
    type: 'post',
    path: postPath(post),
    lang: post.lang,
    title: post.meta.title,
    excerpt: post.meta.excerpt,
    modified: post.meta.modified ?? post.meta.date,
    markup: post.markup,
  }
  return {
    ...itemJson(item, dataset, base),
    date_gmt: gmt(post.meta.date),
    author: post.meta.author,
    categories: byTermName(post.meta.categories, dataset.blog.categories),
    tags: byTermName(post.meta.tags, dataset.blog.tags),
    featured_image: image,
    yoast_head_json: yoastHeadOf(post, image),
    yoast_meta: yoastMetaOf(post, image),
    uagb_inline_style: post.meta.inline_style ?? '',
  }
}

/** A post's term ids in WordPress's order: by the terms' names. */
function byTermName(ids: number[], terms: { id: number; name: string }[]): number[] {
  const name = (id: number) => terms.find((t) => t.id === id)?.name ?? ''
  return [...ids].sort((a, b) => name(a).localeCompare(name(b)))
}

/** Paragraphs of plain text, as WordPress's wpautop renders a comment. */
const paragraphs = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((p) => `<p>${escapeMarkup(p.trim()).replace(/\n/g, '<br />\n')}</p>\n`)
    .join('')

function commentJson(comment: BlogComment, post: DatasetPost, base: string) {
  const avatar = comment.avatar ?? DEFAULT_AVATAR
  return {
    id: comment.id,
    post: comment.post,
    parent: comment.parent,
    author: comment.author ?? 0,
    author_name: comment.author_name,
    author_url: comment.author_url,
    date_gmt: gmt(comment.date),
    content: { rendered: paragraphs(comment.content) },
    link: `${base}${postPath(post)}#comment-${comment.id}`,
    status: 'approved',
    type: 'comment',
    author_avatar_urls: avatarSizes(avatar),
  }
}

/** Commenters without a picture of their own (WordPress's default avatar, served by this site). */
export const DEFAULT_AVATAR = '/images/avatars/default.svg'

/** WordPress's avatar sizes; one local picture serves them all. */
const avatarSizes = (url: string) => ({ '24': url, '48': url, '96': url })

/** Case- and accent-insensitive, like MySQL's default collation. */
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()

/** WordPress's search: every word appears in the title, the excerpt or the content. */
function matchesSearch(post: DatasetPost, search: string): boolean {
  const haystack = fold(`${post.meta.title}\n${post.meta.excerpt}\n${post.markup}`)
  return fold(search)
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => haystack.includes(word))
}

/** The blog's routes of the WordPress REST API: posts and their filters, terms, authors, comments. */
export function registerBlogRoutes(app: Hono, getDataset: () => Dataset) {
  app.get('/wp/v2/posts', (c) => {
    const dataset = getDataset()
    const lang = langFilter(c)
    const categories = idList(c, 'categories')
    const tags = idList(c, 'tags')
    const authors = idList(c, 'author')
    const include = idList(c, 'include')
    for (const param of [lang, categories, tags, authors, include]) if (param instanceof Response) return param
    const q = (name: string) => c.req.query(name)
    const [slug, search, after, before] = [q('slug'), q('search'), q('after'), q('before')]
    const ascending = q('order') === 'asc'
    const has = (ids: unknown, values: number[]) => !Array.isArray(ids) || (ids as unknown[]).some((id) => typeof id === 'number' && values.includes(id))
    const matches = dataset.posts
      .filter((p) => (lang ? p.lang === lang : true))
      .filter((p) => (slug ? p.slug === slug : true))
      .filter((p) => has(categories, p.meta.categories) && has(tags, p.meta.tags) && has(authors, [p.meta.author]) && has(include, [p.meta.id]))
      .filter((p) => (after ? p.meta.date > after.slice(0, 19) : true) && (before ? p.meta.date < before.slice(0, 19) : true))
      .filter((p) => (search ? matchesSearch(p, search) : true))
      .sort((a, b) => (ascending ? a.meta.date.localeCompare(b.meta.date) : b.meta.date.localeCompare(a.meta.date)))
      .map((p) => postJson(p, dataset, origin(c)))
    return pagedJson(c, matches)
  })

  app.get('/wp/v2/posts/:id{[0-9]+}', (c) => {
    const dataset = getDataset()
    const post = dataset.posts.find((p) => p.meta.id === Number(c.req.param('id')))
    return post ? c.json(postJson(post, dataset, origin(c))) : restError(c, 404, 'rest_post_invalid_id', 'Invalid post ID.')
  })

  /** Published posts per term, as WordPress counts them (direct assignments, every language). */
  const countOf = (dataset: Dataset, key: 'categories' | 'tags', id: number) => dataset.posts.filter((p) => p.meta[key].includes(id)).length

  // Categories and tags: WordPress's term shape, by name, with their published posts counted.
  const taxonomies = [
    { path: '/wp/v2/categories', key: 'categories', taxonomy: 'category', terms: (d: Dataset) => d.blog.categories },
    { path: '/wp/v2/tags', key: 'tags', taxonomy: 'post_tag', terms: (d: Dataset) => d.blog.tags.map((t) => ({ ...t, description: '' })) },
  ] as const
  for (const { path, key, taxonomy, terms } of taxonomies) {
    app.get(path, (c) => {
      const dataset = getDataset()
      const slug = c.req.query('slug')
      const list = terms(dataset)
        .filter((t) => (slug ? t.slug === slug : true))
        .map((t) => ({ ...t, count: countOf(dataset, key, t.id), taxonomy }))
        .filter((t) => (c.req.query('hide_empty') === 'true' ? t.count > 0 : true))
        .sort((a, b) => a.name.localeCompare(b.name))
      return pagedJson(c, list)
    })
  }

  // WordPress shows visitors only the authors of published posts.
  app.get('/wp/v2/users', (c) => {
    const dataset = getDataset()
    const slug = c.req.query('slug')
    const users = dataset.blog.authors
      .filter((a) => dataset.posts.some((p) => p.meta.author === a.id))
      .filter((a) => (slug ? a.slug === slug : true))
      .map((a) => ({ id: a.id, name: a.name, slug: a.slug, description: a.description, avatar_urls: avatarSizes(a.avatar) }))
      .sort((a, b) => a.name.localeCompare(b.name))
    return pagedJson(c, users)
  })

  app.get('/wp/v2/comments', (c) => {
    const dataset = getDataset()
    const postIds = idList(c, 'post')
    if (postIds instanceof Response) return postIds
    const ascending = c.req.query('order') === 'asc'
    const comments = dataset.blog.comments
      .filter((comment) => (postIds ? postIds.includes(comment.post) : true))
      .sort((a, b) => (ascending ? a.date.localeCompare(b.date) : b.date.localeCompare(a.date)) || a.id - b.id)
      .flatMap((comment) => {
        const post = dataset.posts.find((p) => p.meta.id === comment.post)
        return post ? [commentJson(comment, post, origin(c))] : []
      })
    return pagedJson(c, comments)
  })
}
