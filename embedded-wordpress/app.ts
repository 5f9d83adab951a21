import { Hono } from 'hono'
import type { Dataset, DatasetCatalogEntry, DatasetPage, DatasetTestimonial } from './dataset.ts'
import { gmt, langFilter, origin, pagedJson, restError } from './rest.ts'
import { escapeMarkup } from '../content-rules/escape-markup.ts'
import { registerBlogRoutes } from './blog-routes.ts'
import { registerDocsRoutes } from './docs-routes.ts'
import { registerForumRoutes } from './forum-routes.ts'
import { newStoreCredentials, registerStoreRoutes } from './store-routes.ts'
import type { StoreCredentials } from '../content-schemas/store-order.ts'
import { itemJson } from './item-json.ts'
import { CATALOG_NAMES, CATALOGS } from '../content-schemas/catalog.ts'
import { isLocale, localizePath } from '../content-rules/locales.ts'

/**
 * The embedded content API: a read-only subset of the WordPress REST API (plus the companion
 * plugin's fields) over the `content/` dataset, so the site reads it exactly as it reads WordPress.
 */

function pageJson(page: DatasetPage, dataset: Dataset, origin: string) {
  const parent = page.parentPath ? dataset.pages.find((p) => p.lang === page.lang && p.path === page.parentPath) : undefined
  const item = {
    id: page.id,
    slug: page.slug,
    type: 'page',
    path: localizePath(page.path, page.lang),
    lang: page.lang,
    title: page.meta.title,
    excerpt: page.meta.excerpt,
    modified: page.meta.modified,
    markup: page.markup,
  }
  return { ...itemJson(item, dataset, origin), parent: parent?.id ?? 0 }
}

function catalogJson(entry: DatasetCatalogEntry, dataset: Dataset, origin: string) {
  const path = localizePath(`${CATALOGS[entry.catalog].base}${entry.slug}/`, entry.lang)
  const item = {
    id: entry.id,
    slug: entry.slug,
    type: entry.catalog,
    path,
    lang: entry.lang,
    title: entry.meta.title,
    excerpt: entry.meta.excerpt,
    modified: entry.meta.modified,
    markup: entry.markup,
  }
  return { ...itemJson(item, dataset, origin), menu_order: entry.meta.order }
}

/** A testimonial as the companion plugin's `testimonial` post type answers it (meta in `meta`). */
function testimonialJson(t: DatasetTestimonial) {
  return {
    id: t.id,
    date_gmt: gmt(t.date),
    status: 'publish',
    type: 'testimonial',
    title: { rendered: t.name },
    content: { rendered: `<p>${escapeMarkup(t.quote)}</p>\n`, protected: false },
    lang: t.lang,
    meta: { company: t.company, role: t.role, product: t.product, rating: t.rating },
  }
}

/** The API at `/wp-json/…`, where WordPress serves its REST API. */
/** `store`: the key and secret the stand-in store (wc/v3) answers to; by default a pair nobody is told. */
export function createContentApi(getDataset: () => Dataset, { store = newStoreCredentials() }: { store?: StoreCredentials } = {}) {
  // WordPress answers a route with or without its trailing slash (SPEC §7 writes forums/?post_parent=).
  const app = new Hono({ strict: false }).basePath('/wp-json')

  // The REST root, as WordPress describes itself there (what a readiness probe asks).
  app.get('/', (c) => c.json({ name: 'weDevs (embedded content)', url: origin(c), namespaces: ['wp/v2', 'site/v1', 'bbpress/v1', 'wc/v3'] }))

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
    return pagedJson(c, matches)
  })

  app.get('/wp/v2/pages/:id{[0-9]+}', (c) => {
    const dataset = getDataset()
    const page = dataset.pages.find((p) => p.id === Number(c.req.param('id')))
    return page ? c.json(pageJson(page, dataset, origin(c))) : restError(c, 404, 'rest_post_invalid_id', 'Invalid post ID.')
  })

  registerBlogRoutes(app, getDataset)
  registerDocsRoutes(app, getDataset)
  registerForumRoutes(app, getDataset)
  registerStoreRoutes(app, getDataset, store)

  // The catalog post types (companion plugin): lists by language, slug and menu order.
  const catalogRoute = `/wp/v2/:catalog{${CATALOG_NAMES.join('|')}}`
  app.get(catalogRoute, (c) => {
    const catalog = c.req.param('catalog')
    const lang = langFilter(c)
    if (lang instanceof Response) return lang
    const slug = c.req.query('slug')
    const byMenuOrder = c.req.query('orderby') === 'menu_order'
    const dataset = getDataset()
    const matches = dataset.catalog
      .filter((e) => e.catalog === catalog && (lang ? e.lang === lang : true) && (slug ? e.slug === slug : true))
      .sort((a, b) => (byMenuOrder ? a.meta.order - b.meta.order : 0) || a.meta.title.localeCompare(b.meta.title))
      .map((e) => catalogJson(e, dataset, origin(c)))
    return pagedJson(c, matches)
  })

  app.get(`${catalogRoute}/:id{[0-9]+}`, (c) => {
    const catalog = c.req.param('catalog') ?? ''
    const dataset = getDataset()
    const entry = dataset.catalog.find((e) => e.catalog === catalog && e.id === Number(c.req.param('id')))
    return entry ? c.json(catalogJson(entry, dataset, origin(c))) : restError(c, 404, 'rest_post_invalid_id', 'Invalid post ID.')
  })

  // The companion plugin's testimonial post type: newest first, `?product=` filters on its meta.
  app.get('/wp/v2/testimonial', (c) => {
    const lang = langFilter(c)
    if (lang instanceof Response) return lang
    const product = c.req.query('product')
    const matches = getDataset()
      .testimonials.filter((t) => (lang ? t.lang === lang : true) && (product ? t.product === product : true))
      .map(testimonialJson)
    return pagedJson(c, matches)
  })

  // The job-listing API (SPEC §7: WP ERP's recruitment module, usually on another host).
  app.get('/erp/v1/hrm/recruitment/jobs', (c) => c.json(getDataset().jobs))

  app.get('/site/v1/settings', (c) => {
    const lang = c.req.query('lang') ?? 'en'
    return c.json(getDataset().settings[isLocale(lang) ? lang : 'en'])
  })

  app.notFound((c) => restError(c, 404, 'rest_no_route', 'No route was found matching the URL and request method.'))
  return app
}
