/** What kind of page a visitor is on, as field measurements name it (browser/web-vitals.ts). */
export type PageType = 'home' | 'page' | 'blog-post' | 'blog-archive' | 'docs' | 'forum' | 'error'

/** The vike page behind each type (its folder in pages/); a CMS page at `/` (a language's root, unprefixed) is the home page. */
const TYPE_OF_PAGE: Record<string, PageType> = {
  '/pages/cms-page': 'page',
  '/pages/blog-post': 'blog-post',
  '/pages/blog-archive': 'blog-archive',
  '/pages/docs': 'docs',
  '/pages/forum': 'forum',
}

/** `pathname`: the page's path without its language prefix (vike's logical path, as page facts have it). */
export function pageTypeOf(pageId: string | null | undefined, pathname: string): PageType {
  const type = TYPE_OF_PAGE[pageId ?? ''] ?? 'error'
  return type === 'page' && pathname === '/' ? 'home' : type
}
