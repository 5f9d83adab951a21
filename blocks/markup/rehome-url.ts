/**
 * A link to the content source's own home (WordPress links the posts, tags and archives it renders
 * there, and a menu's pages) as the site's path to the same thing; WordPress's files (uploads) and
 * any other address stay as they are.
 */
export function rehomed(url: string, homeUrl: string): string {
  const home = homeUrl.replace(/\/+$/, '')
  const rest = url.slice(home.length)
  // The home itself, or a path, query or fragment under it (not https://home.example.evil).
  if (!url.startsWith(home) || !/^(?:[/?#]|$)/.test(rest)) return url
  const path = rest.startsWith('/') ? rest : `/${rest}`
  return /^\/wp-(?:content|includes|admin|json)\//.test(path) ? url : path
}
