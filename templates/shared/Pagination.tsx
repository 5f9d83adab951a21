import { Link } from '../../renderer/Link.tsx'
import { useT } from '../../renderer/useT.ts'
import { useTemplateStylesheets } from '../../renderer/page-stylesheets.tsx'
import type { MessageId } from '../../locales/messages.ts'
import { pagePath } from './page-suffix.ts'

/** What the previous and next links say: newer and older posts on the blog, pages elsewhere. */
export interface PaginationLabels {
  previous: MessageId
  next: MessageId
}

const POSTS: PaginationLabels = { previous: 'blog.newer', next: 'blog.older' }

type PaginationProps = {
  basePath: string
  page: number
  totalPages: number
  query?: string
  labels?: PaginationLabels
}

/** Previous / next and the page numbers (X-WP-TotalPages); nothing when there is one page. */
export function Pagination(props: PaginationProps) {
  return props.totalPages > 1 ? <PaginationNav {...props} /> : null
}

/** Shown only where there are pages to move through: the page then carries its stylesheet. */
function PaginationNav({ basePath, page, totalPages, query = '', labels = POSTS }: PaginationProps) {
  useTemplateStylesheets('shared/pagination')
  const t = useT()
  const pages = Array.from({ length: totalPages }, (_, i) => i + 1)
  return (
    <nav className="pagination" aria-label={t('blog.pagination')}>
      {page > 1 && (
        <Link className="pagination__newer" href={pagePath(basePath, page - 1, query)} rel="prev">
          {t(labels.previous)}
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
          {t(labels.next)}
        </Link>
      )}
    </nav>
  )
}
