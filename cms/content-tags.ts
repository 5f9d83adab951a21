import type { ContentChange } from '../content-schemas/content-change.ts'
import { LOCALE_CODES } from '../content-rules/locales.ts'

/**
 * The names shared by content requests and change notices (cms/dependencies.ts):
 * - `item:{id}`: one item, whatever asked for it;
 * - `slug:{base}:{slug}`: a look-up by slug (it depends on items that do not exist yet, too);
 * - `list:{base}`: any list of a REST base (posts: every archive, count, neighbour and feed), and an
 *   item's sub-route (a doc's parents);
 * - `comments:{post}`, `settings:{lang}`, `report:{sales|jobs}`;
 * - `renders`: an item carrying WordPress's renders of dynamic blocks (latest posts, a tag cloud),
 *   which any other content may change.
 */
const WP_ROUTE = /^\/wp\/v2\/([a-z0-9_-]+)(?:\/(\d+)(\/[a-z0-9_-]+)?)?$/

export const RENDERS_TAG = 'renders'

const carriesRenders = (item: unknown) =>
  typeof item === 'object' &&
  item !== null &&
  Array.isArray((item as { block_renders?: unknown }).block_renders) &&
  (item as { block_renders: unknown[] }).block_renders.length > 0

/** What a content request depends on: by its route and parameters, and the items it answered. */
export function requestTags(path: string, query: Record<string, string | number | undefined>, data: unknown): string[] {
  const route = WP_ROUTE.exec(path)
  if (route) {
    const [, base, id, subRoute] = route
    // An item's sub-route (a doc's parents) is about other items of its kind too: any change of one.
    if (subRoute) return [`list:${base}`]
    if (id) return carriesRenders(data) ? [`item:${id}`, RENDERS_TAG] : [`item:${id}`]
    if (base === 'comments' && query.post !== undefined) return [`comments:${query.post}`]
    const tags = query.slug !== undefined ? [`slug:${base}:${query.slug}`] : [`list:${base}`]
    if (Array.isArray(data)) {
      for (const item of data as { id?: unknown }[]) if (typeof item?.id === 'number') tags.push(`item:${item.id}`)
      if (data.some(carriesRenders)) tags.push(RENDERS_TAG)
    }
    return tags
  }
  if (path === '/site/v1/settings') return [`settings:${query.lang ?? 'en'}`]
  // The store's orders and the products they name (WooCommerce, on the content source or a host of its own).
  if (/\/wc\/v3\/(?:orders|products)$/.test(path)) return ['report:sales']
  if (path.endsWith('/erp/v1/hrm/recruitment/jobs')) return ['report:jobs']
  return [`path:${path}`]
}

/** What a change in WordPress makes stale. */
export function changeTags(change: ContentChange): string[] {
  switch (change.kind) {
    case 'item':
      return [`item:${change.id}`, `list:${change.type}`, ...change.slugs.map((slug) => `slug:${change.type}:${slug}`), RENDERS_TAG]
    case 'settings':
      // Menus and the campaign: every language (a language without its own settings shows English's).
      return LOCALE_CODES.map((lang) => `settings:${lang}`)
    case 'comments':
      return [`comments:${change.post}`, RENDERS_TAG]
    case 'terms':
      // Posts show their terms and authors by name, and term archives list posts.
      return [`list:${change.taxonomy}`, 'list:posts', RENDERS_TAG]
    case 'report':
      return [`report:${change.name}`]
  }
}
