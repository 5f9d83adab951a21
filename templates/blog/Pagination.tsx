import { Link } from '../../renderer/Link.tsx'
import { useT } from '../../renderer/useT.ts'

/** `/tag/x/` for page 1, `/tag/x/page/3/` after, keeping a query (the search keyword). */
export function pagePath(basePath: string, page: number, query = ''): string {
  return `${page > 1 ? `${basePath}page/${page}/` : basePath}${query}`
}

/** Newer / older posts and the page numbers (X-WP-TotalPages); nothing when there is one page. */
export function Pagination({ basePath, page, totalPages, query = '' }: { basePath: string; page: number; totalPages: number; query?: string }) {
  const t = useT()
  if (totalPages <= 1) return null
  const pages = Array.from({ length: totalPages }, (_, i) => i + 1)
  return (
    <nav className="pagination" aria-label={t('blog.pagination')}>
      {page > 1 && (
        <Link className="pagination__newer" href={pagePath(basePath, page - 1, query)} rel="prev">
          {t('blog.newer')}
        </Link>
      )}
      <ol className="pagination__pages">
        {pages.map((n) => (
          <li key={n}>
            {n === page ? (
              <span aria-current="page">{n}</span>
            ) : (
              <Link href={pagePath(basePath, n, query)} aria-label={t('blog.pageOf', { page: n, total: totalPages })}>
                {n}
              </Link>
            )}
          </li>
        ))}
      </ol>
      {page < totalPages && (
        <Link className="pagination__older" href={pagePath(basePath, page + 1, query)} rel="next">
          {t('blog.older')}
        </Link>
      )}
    </nav>
  )
}
