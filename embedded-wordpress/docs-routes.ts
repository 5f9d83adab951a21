import type { Context, Hono } from 'hono'
import type { Dataset } from './dataset.ts'
import type { DatasetDoc } from './docs-dataset.ts'
import { createDocsIndex, type DocsIndex } from './docs-search.ts'
import { itemJson } from './item-json.ts'
import { langFilter, origin, pagedJson, restError } from './rest.ts'
import { DEFAULT_LOCALE, localizePath } from '../content-rules/locales.ts'

/** Most results a docs search answers (the search box shows them all). */
const SEARCH_LIMIT = 20

/** The docs of one dataset, looked up by language and path, with their search index. */
interface DocsView {
  byKey: Map<string, DatasetDoc>
  byId: Map<number, DatasetDoc>
  index: DocsIndex
}

const views = new WeakMap<Dataset, DocsView>()
function viewOf(dataset: Dataset): DocsView {
  let view = views.get(dataset)
  if (!view) {
    view = {
      byKey: new Map(dataset.docs.map((doc) => [`${doc.lang}:${doc.key}`, doc])),
      byId: new Map(dataset.docs.map((doc) => [doc.id, doc])),
      index: createDocsIndex(dataset.docs),
    }
    views.set(dataset, view)
  }
  return view
}

/** Where a doc lives: its product's base (`/docs/{product}/`, or the knowledge base's own) and its slugs below. */
function docPath(doc: DatasetDoc, view: DocsView): string {
  const product = view.byKey.get(`${doc.lang}:${doc.trail[0]}`) ?? view.byKey.get(`${DEFAULT_LOCALE}:${doc.trail[0]}`)
  const base = product?.meta.base ?? `/docs/${doc.trail[0]}/`
  return localizePath(
    `${base}${doc.trail
      .slice(1)
      .map((slug) => `${slug}/`)
      .join('')}`,
    doc.lang,
  )
}

const parentOf = (doc: DatasetDoc, view: DocsView) => (doc.parentKey ? view.byKey.get(`${doc.lang}:${doc.parentKey}`) : undefined)

function docJson(doc: DatasetDoc, view: DocsView, dataset: Dataset, base: string) {
  const item = {
    id: doc.id,
    slug: doc.slug,
    type: 'docs',
    path: docPath(doc, view),
    lang: doc.lang,
    title: doc.meta.title,
    excerpt: doc.meta.excerpt,
    modified: doc.meta.modified,
    markup: doc.markup,
  }
  return {
    ...itemJson(item, dataset, base),
    parent: parentOf(doc, view)?.id ?? 0,
    menu_order: doc.meta.order,
    doc_group: doc.trail.length === 1 ? (doc.meta.group ?? null) : null,
  }
}

/** weDocs' routes over the dataset's docs: the list, one doc, its parents, and the search. */
export function registerDocsRoutes(app: Hono, getDataset: () => Dataset) {
  app.get('/wp/v2/docs', (c) => {
    const dataset = getDataset()
    const view = viewOf(dataset)
    const lang = langFilter(c)
    if (lang instanceof Response) return lang
    const slug = c.req.query('slug')
    const parentParam = c.req.query('parent')
    const parent = parentParam === undefined ? undefined : Number(parentParam)
    if (parent !== undefined && !(Number.isInteger(parent) && parent >= 0)) return restError(c, 400, 'rest_invalid_param', 'Invalid parameter(s): parent')
    const matches = dataset.docs
      .filter((doc) => (lang ? doc.lang === lang : true) && (slug ? doc.slug === slug : true))
      .filter((doc) => parent === undefined || (parentOf(doc, view)?.id ?? 0) === parent)
      .sort(c.req.query('orderby') === 'id' ? (a, b) => a.id - b.id : (a, b) => a.meta.order - b.meta.order || a.meta.title.localeCompare(b.meta.title))
    return pagedJson(c, matches, (doc) => docJson(doc, view, dataset, origin(c)))
  })

  app.get('/wp/v2/docs/search', (c) => search(c, getDataset()))

  app.get('/wp/v2/docs/:id{[0-9]+}', (c) => {
    const dataset = getDataset()
    const view = viewOf(dataset)
    const doc = view.byId.get(Number(c.req.param('id')))
    return doc ? c.json(docJson(doc, view, dataset, origin(c))) : restError(c, 404, 'rest_post_invalid_id', 'Invalid post ID.')
  })

  // The doc's ancestors, root first: each with its order (its depth), ascending.
  app.get('/wp/v2/docs/:id{[0-9]+}/parents', (c) => {
    const view = viewOf(getDataset())
    const doc = view.byId.get(Number(c.req.param('id')))
    if (!doc) return restError(c, 404, 'rest_post_invalid_id', 'Invalid post ID.')
    const parents: DatasetDoc[] = []
    for (let parent = parentOf(doc, view); parent; parent = parentOf(parent, view)) parents.unshift(parent)
    return c.json(parents.map((p, order) => ({ id: p.id, slug: p.slug, title: { rendered: p.meta.title }, link: `${origin(c)}${docPath(p, view)}`, order })))
  })
}

/** `?query=` (the words), `?in=` (a product's id, or none for every product), `?lang=`. */
function search(c: Context, dataset: Dataset) {
  const view = viewOf(dataset)
  const lang = langFilter(c)
  if (lang instanceof Response) return lang
  const query = c.req.query('query') ?? ''
  const scope = c.req.query('in')
  const root = scope ? view.byId.get(Number(scope)) : undefined
  if (scope && (!root || root.trail.length !== 1)) return restError(c, 400, 'rest_invalid_param', 'Invalid parameter(s): in')
  const results = view.index.search(query, { lang: lang ?? DEFAULT_LOCALE, rootKey: root?.key, limit: SEARCH_LIMIT })
  return c.json(results.map((doc) => ({ id: doc.id, permalink: `${origin(c)}${docPath(doc, view)}`, title: { rendered: doc.meta.title } })))
}
