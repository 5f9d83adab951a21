import { createSwrCache } from '../cms/swr-cache.ts'
import type { RenderNode } from './render-node.ts'

/**
 * Resolved block trees, keyed by what determines them (the markup's hash, language, id prefix:
 * blocks/resolve-markup.ts): an edit changes the key, so entries never go stale; old ones age out,
 * and a change notice drops those built from content-source data.
 */
export const resolvedBlocksCache = createSwrCache<RenderNode[]>({ ttlMs: 60 * 60_000, staleMs: 0, maxEntries: 500 })
