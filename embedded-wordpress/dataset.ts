import { readFileSync } from 'node:fs'
import path from 'node:path'
import { z } from 'zod'
import { splitFrontMatter } from './front-matter.ts'
import { listHtmlFiles, loadJson, stableId } from './dataset-files.ts'
import { siteSettingsSchema, type SiteSettings } from '../content-schemas/settings.ts'
import { FRONT_PAGE_SLUG } from '../content-rules/permalink.ts'
import { CATALOG_NAMES, type CatalogName } from '../content-schemas/catalog.ts'
import { jobListSchema, type Job } from '../content-schemas/job.ts'
import { loadBlogDataset, type BlogDataset } from './blog-dataset.ts'
import { blockRendersFileSchema, type BlockRendersFile } from './block-renders.ts'
import { loadDocs, type DatasetDoc } from './docs-dataset.ts'
import { generateForum, type ForumDataset } from './forum-generator.ts'
import { LOCALE_CODES, type Locale } from '../content-rules/locales.ts'
import { loadStore, type StoreDataset } from './store-dataset.ts'

/** What a page file's front matter may say. */
const pageMetaSchema = z.object({
  title: z.string().min(1),
  excerpt: z.string().default(''),
  modified: z.iso.datetime({ local: true }).default('2026-01-01T00:00:00'),
})

const postMetaSchema = z.object({
  id: z.number().int().positive(),
  title: z.string().min(1),
  excerpt: z.string().default(''),
  date: z.iso.datetime({ local: true }),
  modified: z.iso.datetime({ local: true }).optional(),
  author: z.number().int().positive(),
  categories: z.array(z.number().int()).default([]),
  tags: z.array(z.number().int()).default([]),
  /** A key of content/blog/images.json. */
  featured_image: z.string().optional(),
  /** SEO set by an editor (Yoast's fields); without it the site derives them from the post. */
  seo: z.object({ title: z.string().min(1), description: z.string().min(1) }).optional(),
  /** Page-level CSS of the block editor's design plugin (Spectra's uagb_inline_style). */
  inline_style: z.string().optional(),
})

export interface DatasetPage {
  id: number
  lang: Locale
  /** `/about/team/`; the front page is `/`. */
  path: string
  slug: string
  parentPath: string | null
  meta: z.output<typeof pageMetaSchema>
  markup: string
}

export interface DatasetPost {
  lang: Locale
  slug: string
  meta: z.output<typeof postMetaSchema>
  markup: string
}

/** What a catalog entry's front matter may say. */
const catalogMetaSchema = pageMetaSchema.extend({ order: z.number().int().default(0) })

export interface DatasetCatalogEntry {
  id: number
  catalog: CatalogName
  lang: Locale
  slug: string
  meta: z.output<typeof catalogMetaSchema>
  markup: string
}

/** A testimonial as written in content/testimonials/{lang}.json. */
const testimonialFileSchema = z.array(
  z.object({
    name: z.string().min(1),
    quote: z.string().min(1),
    company: z.string(),
    role: z.string(),
    /** A product slug, or '' for the company as a whole. */
    product: z.string(),
    rating: z.number().int().min(1).max(5),
    date: z.iso.datetime({ local: true }),
  }),
)

export type DatasetTestimonial = z.output<typeof testimonialFileSchema>[number] & { id: number; lang: Locale }

export interface Dataset {
  pages: DatasetPage[]
  posts: DatasetPost[]
  settings: Record<Locale, SiteSettings>
  /** The store's WooCommerce orders and products behind the sales notification popup (content/store/). */
  store: StoreDataset
  /** Entries of the catalog post types (content/catalog/{catalog}/{lang}/{slug}.html). */
  catalog: DatasetCatalogEntry[]
  /** Testimonials (content/testimonials/{lang}.json), newest first. */
  testimonials: DatasetTestimonial[]
  /** Open positions of the job-listing API (content/jobs.json). */
  jobs: Job[]
  /** Categories, tags, authors, featured images and comments of the blog (content/blog/). */
  blog: BlogDataset
  /** WordPress's renders of the items' dynamic blocks (content/block-renders.json), by item path. */
  blockRenders: BlockRendersFile
  /** The docs and knowledge base (content/docs/{lang}/…), every language. */
  docs: DatasetDoc[]
  /** The support forum, generated from content/forum/forum.json. */
  forum: ForumDataset
}

/** Every post's categories, tags, author and featured image must exist. */
function checkPostReferences(posts: DatasetPost[], blog: BlogDataset): void {
  const categories = new Set(blog.categories.map((c) => c.id))
  const tags = new Set(blog.tags.map((t) => t.id))
  const authors = new Set(blog.authors.map((a) => a.id))
  const postIds = new Set(posts.map((p) => p.meta.id))
  for (const post of posts) {
    const where = `content/posts/${post.lang}/${post.slug}.html`
    const missing = [
      ...post.meta.categories.filter((id) => !categories.has(id)).map((id) => `category ${id}`),
      ...post.meta.tags.filter((id) => !tags.has(id)).map((id) => `tag ${id}`),
      ...(authors.has(post.meta.author) ? [] : [`author ${post.meta.author}`]),
      ...(post.meta.featured_image && !blog.images.has(post.meta.featured_image) ? [`image ${post.meta.featured_image}`] : []),
    ]
    if (missing.length) throw new Error(`${where}: unknown ${missing.join(', ')}`)
  }
  // Lists are newest first and WordPress leaves ties unordered: one post per minute and language.
  const dates = new Map<string, string>()
  for (const post of posts) {
    const key = `${post.lang} ${post.meta.date.slice(0, 16)}`
    const other = dates.get(key)
    if (other) throw new Error(`content/posts/${post.lang}: ${other} and ${post.slug} are both dated ${post.meta.date.slice(0, 16)}`)
    dates.set(key, post.slug)
  }
  for (const comment of blog.comments) {
    if (!postIds.has(comment.post)) throw new Error(`content/blog/comments/${comment.post}.json: there is no post ${comment.post}`)
  }
}

function loadPages(root: string): DatasetPage[] {
  const pages = LOCALE_CODES.flatMap((lang) =>
    listHtmlFiles(path.join(root, 'pages', lang)).map((relative): DatasetPage => {
      const file = path.join(root, 'pages', lang, relative)
      const { meta, markup } = splitFrontMatter(readFileSync(file, 'utf8'), pageMetaSchema, file)
      const segments = relative.replace(/\.html$/, '').split(path.sep)
      const isFront = segments.length === 1 && segments[0] === FRONT_PAGE_SLUG
      const pagePath = isFront ? '/' : `/${segments.join('/')}/`
      return {
        id: stableId(`page:${lang}:${pagePath}`),
        lang,
        path: pagePath,
        slug: segments.at(-1) ?? FRONT_PAGE_SLUG,
        parentPath: segments.length > 1 ? `/${segments.slice(0, -1).join('/')}/` : null,
        meta,
        markup,
      }
    }),
  )
  const byKey = new Map(pages.map((p) => [`${p.lang}:${p.path}`, p]))
  for (const page of pages) {
    if (page.parentPath && !byKey.has(`${page.lang}:${page.parentPath}`)) {
      throw new Error(`content/pages/${page.lang}${page.path}: parent page ${page.parentPath} is missing`)
    }
  }
  return pages
}

function loadPosts(root: string): DatasetPost[] {
  return LOCALE_CODES.flatMap((lang) =>
    listHtmlFiles(path.join(root, 'posts', lang)).map((relative) => {
      const file = path.join(root, 'posts', lang, relative)
      const { meta, markup } = splitFrontMatter(readFileSync(file, 'utf8'), postMetaSchema, file)
      return { lang, slug: path.basename(relative, '.html'), meta, markup }
    }),
  )
}

function loadSettings(root: string): Record<Locale, SiteSettings> {
  const entries = LOCALE_CODES.map((lang) => {
    const file = path.join(root, 'settings', `${lang}.json`)
    const parsed = siteSettingsSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')))
    if (!parsed.success) throw new Error(`${file}: ${parsed.error.message}`)
    return [lang, parsed.data] as const
  })
  return Object.fromEntries(entries) as Record<Locale, SiteSettings>
}

function loadCatalog(root: string): DatasetCatalogEntry[] {
  const entries = CATALOG_NAMES.flatMap((catalog) =>
    LOCALE_CODES.flatMap((lang) =>
      listHtmlFiles(path.join(root, 'catalog', catalog, lang)).map((relative): DatasetCatalogEntry => {
        const file = path.join(root, 'catalog', catalog, lang, relative)
        const { meta, markup } = splitFrontMatter(readFileSync(file, 'utf8'), catalogMetaSchema, file)
        const slug = path.basename(relative, '.html')
        return { id: stableId(`catalog:${catalog}:${lang}:${slug}`), catalog, lang, slug, meta, markup }
      }),
    ),
  )
  // Lists are in menu order, which WordPress leaves unordered on ties: each entry needs its own.
  const orders = new Map<string, string>()
  for (const entry of entries) {
    const key = `${entry.catalog}:${entry.lang}:${entry.meta.order}`
    const other = orders.get(key)
    if (other) throw new Error(`content/catalog/${entry.catalog}/${entry.lang}: ${other} and ${entry.slug} have the same order ${entry.meta.order}`)
    orders.set(key, entry.slug)
  }
  return entries
}

/** A JSON file of the dataset, validated; absent files are empty. */
function loadTestimonials(root: string): DatasetTestimonial[] {
  return LOCALE_CODES.flatMap((lang) =>
    loadJson(path.join(root, 'testimonials', `${lang}.json`), testimonialFileSchema, []).map((t) => ({
      ...t,
      id: stableId(`testimonial:${lang}:${t.name}:${t.date}`),
      lang,
    })),
  ).sort((a, b) => b.date.localeCompare(a.date))
}

/** Reads the whole `content/` dataset; throws naming the file on any malformed entry. */
export function loadDataset(root: string): Dataset {
  const dataset: Dataset = {
    pages: loadPages(root),
    posts: loadPosts(root),
    settings: loadSettings(root),
    store: loadStore(root),
    catalog: loadCatalog(root),
    testimonials: loadTestimonials(root),
    jobs: loadJson(path.join(root, 'jobs.json'), jobListSchema, []),
    blog: loadBlogDataset(root),
    blockRenders: loadJson(path.join(root, 'block-renders.json'), blockRendersFileSchema, {}),
    docs: loadDocs(root),
    forum: generateForum(root),
  }
  checkPostReferences(dataset.posts, dataset.blog)
  // WordPress gives every post of every type an id from one sequence: ids must not collide.
  const ids = new Map<number, string>()
  const items = [
    ...dataset.pages.map((p) => ({ id: p.id, at: `page ${p.lang}${p.path}` })),
    ...dataset.posts.map((p) => ({ id: p.meta.id, at: `post ${p.lang}/${p.slug}` })),
    ...dataset.catalog.map((e) => ({ id: e.id, at: `${e.catalog} ${e.lang}/${e.slug}` })),
    ...dataset.testimonials.map((t) => ({ id: t.id, at: `testimonial ${t.lang}/${t.name}` })),
    ...dataset.docs.map((d) => ({ id: d.id, at: `doc ${d.lang}/${d.key}` })),
  ]
  for (const item of items) {
    const previous = ids.get(item.id)
    if (previous) throw new Error(`content: id ${item.id} is used by both ${previous} and ${item.at}`)
    ids.set(item.id, item.at)
  }
  return dataset
}
