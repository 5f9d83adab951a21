/** SPEC §9: the classes of a link to the current page (exact) and to a page above it. */
export const ACTIVE_LINK_CLASS = 'nuxt-link-active'
export const EXACT_ACTIVE_LINK_CLASS = 'nuxt-link-exact-active'

export interface LinkActiveness {
  /** The current page is the link's page or below it, and has the link's query parameters. */
  active: boolean
  /** The current page is the link's page, query included. */
  exact: boolean
}

const INACTIVE: LinkActiveness = { active: false, exact: false }

/**
 * How a site-internal link (`/dokan/pricing/?x=1`, already localized) relates to the page being
 * shown, with the router rules these class names come from: inclusive on the path, the link's
 * query a subset of the current one. In-page links (`#…`, `?…`) and other origins are never active.
 */
export function linkActiveness(href: string, current: { pathname: string; search: string }): LinkActiveness {
  if (!href.startsWith('/') || href.startsWith('//')) return INACTIVE
  const target = new URL(href, 'http://site.invalid')
  const onPath = current.pathname === target.pathname || current.pathname.startsWith(target.pathname.endsWith('/') ? target.pathname : `${target.pathname}/`)
  // The query is read only for a link on the path (an island's render depends on what it reads).
  if (!onPath) return INACTIVE
  const here = new URLSearchParams(current.search)
  const wanted = [...target.searchParams]
  const active = wanted.every(([key, value]) => here.getAll(key).includes(value))
  const exact = active && current.pathname === target.pathname && wanted.length === [...here].length
  return { active, exact }
}

/** The class names for a link's activeness, to add to its own. */
export function activeLinkClassNames({ active, exact }: LinkActiveness): string[] {
  return [active && ACTIVE_LINK_CLASS, exact && EXACT_ACTIVE_LINK_CLASS].filter((c): c is string => Boolean(c))
}
