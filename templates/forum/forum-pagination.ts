import type { PaginationLabels } from '../shared/Pagination.tsx'

/** SPEC §9: topics by author, replies and replies by author are read 15 to a page (the content API's reply links count the same). */
export const FORUM_PAGE_SIZE = 15

/** The forum pages its lists and threads by page, not by newer and older posts. */
export const FORUM_PAGES: PaginationLabels = { previous: 'forum.previousPage', next: 'forum.nextPage' }
