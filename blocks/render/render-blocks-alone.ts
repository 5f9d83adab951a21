import type { ParsedBlock } from '../../content-schemas/block.ts'
import { loadMessages } from '../../locales/messages.ts'
import type { RenderNode } from '../../renderer/islands/render-node.ts'
import { pageFactsOf } from '../../renderer/usePageFacts.ts'
import { NO_STYLESHEETS, sitePageContext } from '../../renderer/site-page-context.ts'
import { localizePath } from '../../content-rules/locales.ts'
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
  const renderedAt = options.renderedAt ?? Date.now()
  // A page of no site: its language's home, with no settings (so no campaign).
  const page = sitePageContext({
    urlOriginal: localizePath('/', locale),
    renderedAt,
    messages: await loadMessages(locale),
    stylesheets: NO_STYLESHEETS,
    settings: null,
    campaignEndsAt: null,
  })
  const facts = pageFactsOf(page, { locale, renderedAt })
  return prerenderBlocks({ idPrefix, locale, nodes }, { facts, messages: page.messages, logger })
}
