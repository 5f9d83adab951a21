const SEGMENT = /^[a-z0-9][a-z0-9_%.-]{0,199}$/i

/**
 * A path that could be a WordPress page: at most 8 slug-like segments. Anything else (hostile or
 * junk URLs) is a 404 without asking the content source, which also keeps junk out of its cache.
 */
export function isPlausiblePagePath(pathname: string): boolean {
  if (pathname === '/') return true
  if (!pathname.endsWith('/')) return false
  const segments = pathname.slice(1, -1).split('/')
  return segments.length <= 8 && segments.every((segment) => SEGMENT.test(segment))
}
