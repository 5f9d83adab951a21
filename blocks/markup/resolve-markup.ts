import { createHash } from 'node:crypto'
import { parseBlockMarkup } from './parse-blocks.ts'
import { resolveBlocks } from './resolve-blocks.ts'
import type { Locale } from '../../content-rules/locales.ts'
import { withRenders, type BlockTreeData } from './block-node.ts'
import type { CmsClient } from '../../cms/client.ts'
import type { BlockRender } from '../../content-schemas/page.ts'

/**
 * Block markup of a content item (with WordPress's renders of its dynamic blocks) → its resolved
 * block tree, cached by the markup itself and those renders (their hash),
 * the language and the id prefix: two saves within one second, or a draft and its page, can never
 * share a tree they do not both hold. The one way pages, posts and sidebars turn stored blocks into
 * the block trees their data holds (the page renders them: blocks/BlockTree.tsx).
 */
export async function resolveMarkup(
  markup: string,
  options: {
    cms: CmsClient
    locale: Locale
    idPrefix?: string
    draft?: boolean
    renders?: BlockRender[]
    blockParams?: Record<string, string>
    pagePath?: string
    leadImage?: boolean
    /** Blocks marked with their paths: a preview for its editor (resolve-blocks.ts), which is never kept. */
    markPaths?: boolean
  },
): Promise<BlockTreeData> {
  const parsed = parseBlockMarkup(markup)
  const { cms, locale, idPrefix = 'b', renders, blockParams = {}, pagePath = '/', leadImage = false } = options
  const resolve = async (): Promise<BlockTreeData> => ({
    idPrefix,
    locale,
    nodes: await resolveBlocks(parsed, { cms, locale, idPrefix, renders, blockParams, pagePath, leadImage, markPaths: options.markPaths }),
  })
  // A draft (a preview) is shown to its editor alone: nothing of it is kept.
  if (options.draft || options.markPaths) return resolve()
  const kept = async (): Promise<BlockTreeData> => withRenders(await resolve())
  // WordPress's renders change with other content (a latest-posts list): they are part of the key.
  const digest = createHash('sha256')
    .update(markup)
    .update(JSON.stringify(renders ?? []))
    .digest('base64url')
  // A query loop's page (query-1-page=2) is another tree; only the parameters blocks read count.
  const params = new URLSearchParams(Object.entries(blockParams).sort()).toString()
  // Blocks showing content-source data (catalog lists, testimonials) follow that content: the tree
  // is built again when it is due to be asked again, and dropped when WordPress says it changed.
  return cms.derived(`${idPrefix}${leadImage ? '+lead' : ''}:${options.locale}:${digest}:${pagePath}?${params}`, kept)
}
