import { createSwrCache } from '../cms/swr-cache.ts'
import type { RenderNode } from './render-node.ts'

/**
 * Resolved block trees, keyed by what determines them (item id, modification time, language):
 * an edit in the CMS changes the key, so entries never go stale; old ones age out.
 */
export const resolvedBlocksCache = createSwrCache<RenderNode[]>({ ttlMs: 60 * 60_000, staleMs: 0, maxEntries: 500 })
