import { createHash } from 'node:crypto'
import { parseBlockMarkup } from './parse-blocks.ts'
import { resolveBlocks } from './resolve-blocks.tsx'
import { blocksLoadData } from './registry.ts'
import { loadMessages } from '../locales/messages.ts'
import type { Locale } from '../locales/locales.ts'
import type { RenderNode } from './render-node.ts'
import { CMS_CACHE_TTL_MS } from '../cms/cache-ttl.ts'
import type { CmsClient } from '../cms/client.ts'
import type { BlockRender } from '../content-schemas/page.ts'
import type { FormNotice } from '../content-schemas/forms.ts'

/**
 * Block markup of a content item (with WordPress's renders of its dynamic blocks) → its resolved
 * block tree, cached by the markup itself and those renders (their hash),
 * the language and the id prefix: two saves within one second, or a draft and its page, can never
 * share a tree they do not both hold. The one way pages, posts and sidebars turn stored blocks into
 * render nodes.
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
    /** A form's outcome for this visitor (pageContext.formNotice): the tree holding that form is rendered for them alone. */
    formNotice?: FormNotice
  },
): Promise<RenderNode[]> {
  const parsed = parseBlockMarkup(markup)
  const { cms, locale, idPrefix = 'b', renders, blockParams = {}, pagePath = '/', leadImage = false } = options
  const formNotice = options.formNotice?.form.startsWith(`${idPrefix}-`) ? options.formNotice : undefined
  const resolve = async () =>
    resolveBlocks(parsed, { cms, locale, messages: await loadMessages(locale), idPrefix, renders, blockParams, pagePath, leadImage, formNotice })
  // A draft (a preview) is rendered for its editor alone, a form's outcome for its visitor: nothing of either is kept.
  if (options.draft || formNotice) return resolve()
  // Blocks showing content-source data (catalog lists, testimonials) follow it as the cms cache does
  // (and are dropped with it when WordPress says that data changed).
  const freshness = blocksLoadData(parsed) ? `:${Math.floor(Date.now() / CMS_CACHE_TTL_MS)}` : ''
  // WordPress's renders change with other content (a latest-posts list): they are part of the key.
  const digest = createHash('sha256')
    .update(markup)
    .update(JSON.stringify(renders ?? []))
    .digest('base64url')
  // A query loop's page (query-1-page=2) is another tree; only the parameters blocks read count.
  const params = new URLSearchParams(Object.entries(blockParams).sort()).toString()
  return cms.derived(`${idPrefix}${leadImage ? '+lead' : ''}:${options.locale}:${digest}${freshness}:${pagePath}?${params}`, resolve)
}
