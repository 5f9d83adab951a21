/** SPEC §9: topics by author, replies and replies by author are read 15 to a page (the content API's reply links count the same). */
export const FORUM_PAGE_SIZE = 15

/** The page of a thread that shows its post at `position` (1 for the topic's first reply page). */
export const forumPageOf = (position: number) => Math.max(1, Math.ceil(position / FORUM_PAGE_SIZE))
