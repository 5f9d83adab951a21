import { Hono, type Context } from 'hono'
import type { Dataset, DatasetCatalogEntry, DatasetPage, DatasetPost, DatasetTestimonial } from './dataset.ts'
import { BLOCK_MARKUP_FIELD } from '../../content-schemas/page.ts'
import { productSlugSchema } from '../../content-schemas/sales-item.ts'
import { CATALOG_NAMES, CATALOGS, isCatalogName } from '../../content-schemas/catalog.ts'
import { isLocale, localizePath, type Locale } from '../../locales/locales.ts'

/**
 * The embedded content API: a read-only subset of the WordPress REST API (plus the companion
 * plugin's fields) over the `content/` dataset, so the site reads it exactly as it reads WordPress.
 */

const gmt = (local: string) => local.replace(/Z$/, '')

function pageJson(page: DatasetPage, dataset: Dataset, origin: string) {
  const parent = page.parentPath ? dataset.pages.find((p) => p.lang === page.lang && p.path === page.parentPath) : undefined
  return {
    id: page.id,
    slug: page.slug,
    parent: parent?.id ?? 0,
    link: `${origin}${localizePath(page.path, page.lang)}`,
    modified_gmt: gmt(page.meta.modified),
    status: 'publish',
    type: 'page',
    title: { rendered: page.meta.title },
    excerpt: { rendered: page.meta.excerpt ? `<p>${page.meta.excerpt}</p>\n` : '' },
    lang: page.lang,
    [BLOCK_MARKUP_FIELD]: page.markup,
  }
}

function postPath(post: { id: number; slug: string }, lang: Locale): string {
  return lang === 'en' ? `/blog/${post.id}/${post.slug}/` : localizePath(`/${post.id}/${post.slug}/`, lang)
}

function postJson(post: DatasetPost, origin: string) {
  return {
    id: post.meta.id,
    slug: post.slug,
    link: `${origin}${postPath({ id: post.meta.id, slug: post.slug }, post.lang)}`,
    date_gmt: gmt(post.meta.date),
    modified_gmt: gmt(post.meta.modified ?? post.meta.date),
    status: 'publish',
    type: 'post',
    title: { rendered: post.meta.title },
    excerpt: { rendered: post.meta.excerpt ? `<p>${post.meta.excerpt}</p>\n` : '' },
    author: post.meta.author,
    categories: post.meta.categories,
    tags: post.meta.tags,
    lang: post.lang,
    [BLOCK_MARKUP_FIELD]: post.markup,
  }
}

function catalogJson(entry: DatasetCatalogEntry, origin: string) {
  return {
    id: entry.id,
    slug: entry.slug,
    link: `${origin}${localizePath(`${CATALOGS[entry.catalog].base}${entry.slug}/`, entry.lang)}`,
    modified_gmt: gmt(entry.meta.modified),
    menu_order: entry.meta.order,
    status: 'publish',
    type: entry.catalog,
    title: { rendered: entry.meta.title },
    excerpt: { rendered: entry.meta.excerpt ? `<p>${entry.meta.excerpt}</p>\n` : '' },
    lang: entry.lang,
    [BLOCK_MARKUP_FIELD]: entry.markup,
  }
}

/** A testimonial as the companion plugin's `testimonial` post type answers it (meta in `meta`). */
function testimonialJson(t: DatasetTestimonial) {
  return {
    id: t.id,
    date_gmt: gmt(t.date),
    status: 'publish',
    type: 'testimonial',
    title: { rendered: t.name },
    content: { rendered: `<p>${escapeHtml(t.quote)}</p>\n`, protected: false },
    lang: t.lang,
    meta: { company: t.company, role: t.role, product: t.product, rating: t.rating },
  }
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

function restError(c: Context, status: 400 | 404, code: string, message: string) {
  return c.json({ code, message, data: { status } }, status)
}

/** WordPress's paging: per_page 1–100 (default 10); a page past the last is a 400, not an empty list. */
function paginate<T>(c: Context, items: T[]): T[] | Response {
  const perPage = Number(c.req.query('per_page') ?? 10)
  const page = Number(c.req.query('page') ?? 1)
  if (!Number.isInteger(perPage) || perPage < 1 || perPage > 100) {
    return restError(c, 400, 'rest_invalid_param', 'Invalid parameter(s): per_page')
  }
  if (!Number.isInteger(page) || page < 1) return restError(c, 400, 'rest_invalid_param', 'Invalid parameter(s): page')
  const totalPages = Math.ceil(items.length / perPage)
  if (page > 1 && page > totalPages) {
    return restError(c, 400, 'rest_post_invalid_page_number', 'The page number requested is larger than the number of pages available.')
  }
  c.header('X-WP-Total', String(items.length))
  c.header('X-WP-TotalPages', String(totalPages))
  return items.slice((page - 1) * perPage, page * perPage)
}

function langFilter(c: Context): Locale | null | Response {
  const lang = c.req.query('lang')
  if (lang === undefined) return null
  return isLocale(lang) ? lang : restError(c, 400, 'rest_invalid_param', 'Invalid parameter(s): lang')
}

/** The API at `/wp-json/…`, where WordPress serves its REST API. */
export function createContentApi(getDataset: () => Dataset) {
  const app = new Hono().basePath('/wp-json')
  const origin = (c: Context) => new URL(c.req.url).origin

  app.get('/wp/v2/pages', (c) => {
    const dataset = getDataset()
    const lang = langFilter(c)
    if (lang instanceof Response) return lang
    const slug = c.req.query('slug')
    const parent = c.req.query('parent')
    const matches = dataset.pages
      .filter((p) => (lang ? p.lang === lang : true))
      .filter((p) => (slug ? p.slug === slug : true))
      .map((p) => pageJson(p, dataset, origin(c)))
      .filter((p) => (parent !== undefined ? String(p.parent) === parent : true))
    const paged = paginate(c, matches)
    return paged instanceof Response ? paged : c.json(paged)
  })

  app.get('/wp/v2/pages/:id{[0-9]+}', (c) => {
    const dataset = getDataset()
    const page = dataset.pages.find((p) => p.id === Number(c.req.param('id')))
    return page ? c.json(pageJson(page, dataset, origin(c))) : restError(c, 404, 'rest_post_invalid_id', 'Invalid post ID.')
  })

  app.get('/wp/v2/posts', (c) => {
    const lang = langFilter(c)
    if (lang instanceof Response) return lang
    const slug = c.req.query('slug')
    const matches = getDataset()
      .posts.filter((p) => (lang ? p.lang === lang : true))
      .filter((p) => (slug ? p.slug === slug : true))
      .sort((a, b) => b.meta.date.localeCompare(a.meta.date))
      .map((p) => postJson(p, origin(c)))
    const paged = paginate(c, matches)
    return paged instanceof Response ? paged : c.json(paged)
  })

  app.get('/wp/v2/posts/:id{[0-9]+}', (c) => {
    const post = getDataset().posts.find((p) => p.meta.id === Number(c.req.param('id')))
    return post ? c.json(postJson(post, origin(c))) : restError(c, 404, 'rest_post_invalid_id', 'Invalid post ID.')
  })

  // The catalog post types (companion plugin): lists by language, slug and menu order.
  const catalogRoute = `/wp/v2/:catalog{${CATALOG_NAMES.join('|')}}`
  app.get(catalogRoute, (c) => {
    const catalog = c.req.param('catalog')
    const lang = langFilter(c)
    if (lang instanceof Response) return lang
    const slug = c.req.query('slug')
    const byMenuOrder = c.req.query('orderby') === 'menu_order'
    const matches = getDataset()
      .catalog.filter((e) => e.catalog === catalog && (lang ? e.lang === lang : true) && (slug ? e.slug === slug : true))
      .sort((a, b) => (byMenuOrder ? a.meta.order - b.meta.order : 0) || a.meta.title.localeCompare(b.meta.title))
      .map((e) => catalogJson(e, origin(c)))
    const paged = paginate(c, matches)
    return paged instanceof Response ? paged : c.json(paged)
  })

  app.get(`${catalogRoute}/:id{[0-9]+}`, (c) => {
    const catalog = c.req.param('catalog') ?? ''
    const entry = getDataset().catalog.find((e) => isCatalogName(catalog) && e.catalog === catalog && e.id === Number(c.req.param('id')))
    return entry ? c.json(catalogJson(entry, origin(c))) : restError(c, 404, 'rest_post_invalid_id', 'Invalid post ID.')
  })

  // The companion plugin's testimonial post type: newest first, `?product=` filters on its meta.
  app.get('/wp/v2/testimonial', (c) => {
    const lang = langFilter(c)
    if (lang instanceof Response) return lang
    const product = c.req.query('product')
    const matches = getDataset()
      .testimonials.filter((t) => (lang ? t.lang === lang : true) && (product ? t.product === product : true))
      .map(testimonialJson)
    const paged = paginate(c, matches)
    return paged instanceof Response ? paged : c.json(paged)
  })

  // The job-listing API (SPEC §7: WP ERP's recruitment module, usually on another host).
  app.get('/erp/v1/hrm/recruitment/jobs', (c) => c.json(getDataset().jobs))

  app.get('/site/v1/settings', (c) => {
    const lang = c.req.query('lang') ?? 'en'
    return c.json(getDataset().settings[isLocale(lang) ? lang : 'en'])
  })

  /** The companion plugin's sales report: items with an order item of `product`, or all of them. */
  app.get('/site/v1/sales', (c) => {
    const product = c.req.query('product')
    if (product !== undefined && !productSlugSchema.safeParse(product).success) {
      return restError(c, 400, 'rest_invalid_param', 'Invalid parameter(s): product')
    }
    const sales = getDataset().sales
    return c.json(product ? sales.filter((item) => item.order_items.some((line) => line.slug === product)) : sales)
  })

  app.notFound((c) => restError(c, 404, 'rest_no_route', 'No route was found matching the URL and request method.'))
  return app
}
