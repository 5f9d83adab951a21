/**
 * Prints the content/ dataset as the JSON bundle wordpress/import/import.php loads into WordPress.
 * It reads the dataset with the embedded content API's own loader, so both sources hold the same items.
 */
import path from 'node:path'
import { loadDataset } from '../../embedded-wordpress/dataset.ts'
import { featuredImageOf, yoastHeadOf } from '../../embedded-wordpress/post-fields.ts'
import { DEFAULT_AVATAR } from '../../embedded-wordpress/blog-routes.ts'

const dataset = loadDataset(path.resolve(process.argv[2] ?? 'content'))
const pageId = new Map(dataset.pages.map((p) => [`${p.lang}:${p.path}`, p.id]))

// Parents before children, so that a page's parent exists when it is inserted.
const pages = [...dataset.pages]
  .sort((a, b) => a.path.split('/').length - b.path.split('/').length)
  .map((p) => ({
    id: p.id,
    lang: p.lang,
    slug: p.slug,
    parent: p.parentPath ? (pageId.get(`${p.lang}:${p.parentPath}`) ?? 0) : 0,
    title: p.meta.title,
    excerpt: p.meta.excerpt,
    modified: p.meta.modified,
    content: p.markup,
    front: p.path === '/',
  }))

// The companion plugin's post fields are stored as meta, computed as the embedded API computes them.
const posts = dataset.posts.map((p) => {
  const image = featuredImageOf(p, dataset.blog)
  const head = yoastHeadOf(p, image)
  return {
    id: p.meta.id,
    lang: p.lang,
    slug: p.slug,
    title: p.meta.title,
    excerpt: p.meta.excerpt,
    date: p.meta.date,
    modified: p.meta.modified ?? p.meta.date,
    author: p.meta.author,
    content: p.markup,
    categories: p.meta.categories,
    tags: p.meta.tags,
    meta: {
      _site_featured_image: image ? JSON.stringify(image) : '',
      _site_yoast_head_json: head ? JSON.stringify(head) : '',
      _site_inline_style: p.meta.inline_style ?? '',
    },
  }
})

const { blog } = dataset
const terms = [
  ...blog.categories.map((c) => ({ id: c.id, taxonomy: 'category', name: c.name, slug: c.slug, description: c.description, parent: c.parent })),
  ...blog.tags.map((t) => ({ id: t.id, taxonomy: 'post_tag', name: t.name, slug: t.slug, description: '', parent: 0 })),
]
const users = blog.authors.map((a) => ({ id: a.id, slug: a.slug, name: a.name, description: a.description, avatar: a.avatar }))
// Comments are plain text in the dataset; WordPress stores the text and renders it with wpautop.
const comments = blog.comments.map((c) => ({
  id: c.id,
  post: c.post,
  parent: c.parent,
  author: c.author ?? 0,
  author_name: c.author_name,
  author_url: c.author_url,
  date: c.date,
  content: c.content,
  avatar: c.avatar ?? DEFAULT_AVATAR,
}))

const catalog = dataset.catalog.map((e) => ({
  id: e.id,
  type: e.catalog,
  lang: e.lang,
  slug: e.slug,
  title: e.meta.title,
  excerpt: e.meta.excerpt,
  modified: e.meta.modified,
  order: e.meta.order,
  content: e.markup,
}))

// Docs: parents before children (ids of the same language), the product's group and base as meta.
const docId = new Map(dataset.docs.map((d) => [`${d.lang}:${d.key}`, d.id]))
const docs = [...dataset.docs]
  .sort((a, b) => a.trail.length - b.trail.length)
  .map((d) => ({
    id: d.id,
    lang: d.lang,
    slug: d.slug,
    parent: d.parentKey ? (docId.get(`${d.lang}:${d.parentKey}`) ?? 0) : 0,
    title: d.meta.title,
    excerpt: d.meta.excerpt,
    modified: d.meta.modified,
    order: d.meta.order,
    content: d.markup,
    meta: { _site_doc_group: d.meta.group ?? '', _site_doc_base: d.meta.base ?? '' },
  }))

// WordPress keeps the quote as post content, which its REST API renders through wpautop.
const testimonials = dataset.testimonials.map((t) => ({
  id: t.id,
  lang: t.lang,
  slug: `testimonial-${t.id}`,
  title: t.name,
  excerpt: '',
  date: t.date,
  modified: t.date,
  content: t.quote,
  meta: { company: t.company, role: t.role, product: t.product, rating: t.rating },
}))

// The support forum as the embedded API generates it (generateForum, through loadDataset): the same
// ids and texts. The import works out bbPress's counters and freshness from these items.
const forum = {
  forums: dataset.forum.forums,
  users: dataset.forum.users.map((u) => ({ ...u, avatar: DEFAULT_AVATAR })),
  topics: dataset.forum.topics,
  replies: [...dataset.forum.replies.values()].flat(),
}

process.stdout.write(
  JSON.stringify({
    pages,
    posts,
    catalog,
    docs,
    testimonials,
    terms,
    users,
    comments,
    settings: dataset.settings,
    jobs: dataset.jobs,
    forum,
  }),
)
