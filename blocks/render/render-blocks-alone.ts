import type { ParsedBlock } from '../../content-schemas/block.ts'
import { loadMessages } from '../../locales/messages.ts'
import type { RenderNode } from '../../renderer/islands/render-node.ts'
import { pageFactsOf } from '../../renderer/usePageFacts.ts'
import { resolveBlocks, type ResolveOptions } from '../markup/resolve-blocks.ts'
import { prerenderBlocks } from './prerender-blocks.ts'

/**
 * Parsed blocks through both steps a page takes them through (resolve-blocks.ts, then
 * prerender-blocks.ts), outside any page: for the stories, the tests and the coverage report. The
 * facts are the render's language and clock, with no campaign; both steps log to `logger`.
 */
export async function renderBlocksAlone(blocks: ParsedBlock[], options: ResolveOptions & { renderedAt?: number }): Promise<RenderNode[]> {
  const nodes = await resolveBlocks(blocks, options)
  const { locale, idPrefix = 'b', logger } = options
  const facts = pageFactsOf(undefined, { locale, renderedAt: options.renderedAt ?? Date.now() })
  return prerenderBlocks({ idPrefix, locale, nodes }, { facts, messages: await loadMessages(locale), logger })
}
