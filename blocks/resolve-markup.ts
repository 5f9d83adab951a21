import { parseBlockMarkup } from './parse-blocks.ts'
import { resolveBlocks } from './resolve-blocks.tsx'
import { resolvedBlocksCache } from './resolved-blocks-cache.ts'
import { blocksLoadData } from './registry.ts'
import { loadMessages } from '../locales/messages.ts'
import type { Locale } from '../locales/locales.ts'
import type { RenderNode } from './render-node.ts'
import { CMS_CACHE_TTL_MS } from '../cms/cache-ttl.ts'

/**
 * Block markup of a content item → its resolved block tree, cached under `key` (what determines the
 * markup: the item's id, modification time and language). The one way pages, posts and sidebars
 * turn stored blocks into render nodes.
 */
export async function resolveMarkup(key: string, markup: string, options: { locale: Locale; idPrefix?: string }): Promise<RenderNode[]> {
  const parsed = parseBlockMarkup(markup)
  // Blocks showing content-source data (catalog lists, testimonials) follow it as the cms cache does.
  const freshness = blocksLoadData(parsed) ? `:${Math.floor(Date.now() / CMS_CACHE_TTL_MS)}` : ''
  return resolvedBlocksCache.get(`${key}:${options.locale}${freshness}`, async () =>
    resolveBlocks(parsed, { locale: options.locale, messages: await loadMessages(options.locale), idPrefix: options.idPrefix }),
  )
}
