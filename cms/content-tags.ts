import type { ContentChange } from '../content-schemas/content-change.ts'
import { LOCALE_CODES } from '../locales/locales.ts'

/**
 * The names shared by content requests and change notices (cms/dependencies.ts):
 * - `item:{id}`: one item, whatever asked for it;
 * - `slug:{base}:{slug}`: a look-up by slug (it depends on items that do not exist yet, too);
 * - `list:{base}`: any list of a REST base (posts: every archive, count, neighbour and feed);
 * - `comments:{post}`, `settings:{lang}`, `report:{sales|jobs}`.
 */
const WP_ROUTE = /^\/wp\/v2\/([a-z0-9_-]+)(?:\/(\d+))?$/

/** What a content request depends on: by its route and parameters, and the items it answered. */
export function requestTags(path: string, query: Record<string, string | number | undefined>, data: unknown): string[] {
  const route = WP_ROUTE.exec(path)
  if (route) {
    const [, base, id] = route
    if (id) return [`item:${id}`]
    if (base === 'comments' && query.post !== undefined) return [`comments:${query.post}`]
    const tags = query.slug !== undefined ? [`slug:${base}:${query.slug}`] : [`list:${base}`]
    if (Array.isArray(data)) {
      for (const item of data as { id?: unknown }[]) if (typeof item?.id === 'number') tags.push(`item:${item.id}`)
    }
    return tags
  }
  if (path === '/site/v1/settings') return [`settings:${query.lang ?? 'en'}`]
  if (path === '/site/v1/sales') return ['report:sales']
  if (path.endsWith('/erp/v1/hrm/recruitment/jobs')) return ['report:jobs']
  return [`path:${path}`]
}

/** What a change in WordPress makes stale. */
export function changeTags(change: ContentChange): string[] {
  switch (change.kind) {
    case 'item':
      return [`item:${change.id}`, `list:${change.type}`, ...change.slugs.map((slug) => `slug:${change.type}:${slug}`)]
    case 'settings':
      // Menus and the campaign: every language (a language without its own settings shows English's).
      return LOCALE_CODES.map((lang) => `settings:${lang}`)
    case 'comments':
      return [`comments:${change.post}`]
    case 'terms':
      // Posts show their terms and authors by name, and term archives list posts.
      return [`list:${change.taxonomy}`, 'list:posts']
    case 'report':
      return [`report:${change.name}`]
  }
}
