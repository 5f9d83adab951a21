/**
 * Prints the content/ dataset as the JSON bundle wordpress/import/import.php loads into WordPress.
 * It reads the dataset with the embedded content API's own loader, so both sources hold the same items.
 */
import path from 'node:path'
import { loadDataset } from '../../server/content-api/dataset.ts'

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

const posts = dataset.posts.map((p) => ({
  id: p.meta.id,
  lang: p.lang,
  slug: p.slug,
  title: p.meta.title,
  excerpt: p.meta.excerpt,
  date: p.meta.date,
  modified: p.meta.modified ?? p.meta.date,
  author: p.meta.author,
  content: p.markup,
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

process.stdout.write(JSON.stringify({ pages, posts, catalog, testimonials, settings: dataset.settings, sales: dataset.sales, jobs: dataset.jobs }))
