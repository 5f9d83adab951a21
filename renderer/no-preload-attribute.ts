/**
 * Set on the root element while prefetch is not allowed (browser/prefetch-links.ts): the speculation
 * rules (server/speculation-rules.ts) leave out every link under it.
 */
export const NO_PRELOAD_ATTRIBUTE = 'data-no-preload'
