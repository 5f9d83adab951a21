import type { PaginationLabels } from '../shared/Pagination.tsx'

/** The forum pages its lists and threads by page, not by newer and older posts. */
export const FORUM_PAGES: PaginationLabels = { previous: 'forum.previousPage', next: 'forum.nextPage' }
