/** SPEC §2 docs routes (paths without their language prefix). */
export type DocsRoute = { kind: 'index' } | { kind: 'search' } | { kind: 'doc'; path: string }

/** Where the knowledge base lives: a docs product with its own base (content/docs/README.md). */
export const KNOWLEDGE_BASE = '/dokan/knowledge-base/'

const SLUG = /^[a-z0-9-]+$/

/**
 * `/docs/`, `/docs/search/`, `/docs/{product}/{category?}/{child?}/{slug?}/` and
 * `/dokan/knowledge-base/{knowledge}/{category?}/` (its root is a page of its own); null for anything else.
 */
export function parseDocsPath(pathname: string): DocsRoute | null {
  if (!pathname.endsWith('/')) return null
  if (pathname === '/docs/') return { kind: 'index' }
  if (pathname === '/docs/search/') return { kind: 'search' }
  const segments = pathname.split('/').filter(Boolean)
  const docs = segments[0] === 'docs' && segments.length >= 2 && segments.length <= 5
  const knowledgeBase = pathname.startsWith(KNOWLEDGE_BASE) && segments.length >= 3 && segments.length <= 4
  if (!(docs || knowledgeBase) || !segments.every((segment) => SLUG.test(segment))) return null
  return { kind: 'doc', path: pathname }
}
