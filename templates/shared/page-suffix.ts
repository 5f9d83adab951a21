/**
 * The `…/page/{n}/` suffix every paged list has (blog archives, forums, threads, tags, profiles):
 * read from a path's segments, and written onto a list's base path.
 */

/** A page number: a positive integer, else NaN (the page answers 404). */
export const pageNumber = (value: string) => (/^[1-9]\d{0,5}$/.test(value) ? Number(value) : NaN)

/** `[…, 'page', n]` → the rest and the page number (1 without the suffix; NaN for a malformed or missing one). */
export function splitPage(segments: string[]): { rest: string[]; page: number } {
  const n = segments.length
  if (n >= 2 && segments[n - 2] === 'page') return { rest: segments.slice(0, -2), page: pageNumber(segments[n - 1]!) }
  if (n >= 1 && segments[n - 1] === 'page') return { rest: segments.slice(0, -1), page: NaN }
  return { rest: segments, page: 1 }
}

/**
 * A list's other addresses for its first page (`…/page/`, SPEC §2's optional number, and
 * `…/page/1/`) → the list's own path, where they redirect: one URL per page. Null for any other path.
 */
export function firstPageAddress(pathname: string): string | null {
  return /^(.*\/)page\/(?:1\/)?$/.exec(pathname)?.[1] ?? null
}

/** `/tag/x/` for page 1, `/tag/x/page/3/` after, keeping a query (the search keyword). */
export function pagePath(basePath: string, page: number, query = ''): string {
  return `${page > 1 ? `${basePath}page/${page}/` : basePath}${query}`
}
