import type { PageContextServer } from 'vike/types'
import { render } from 'vike/abort'
import { resolveBlocks } from '../../blocks/markup/resolve-blocks.ts'

export type Data = Awaited<ReturnType<typeof data>>

/**
 * One block from the editor, through the same resolver as every page: its HTML, and the problems the
 * site logs for it (invalid attributes name the field), which the editor shows as they are.
 */
export async function data(pageContext: PageContextServer) {
  const preview = pageContext.blockPreview
  // Only the site's server sets this (after checking the editor's signature): a visitor gets a 404.
  if (!preview) throw render(404)
  const problems: string[] = []
  const logger = { warn: (message: string) => problems.push(message), error: (message: string) => problems.push(message) }
  const block = { blockName: preview.name, attrs: preview.attributes, innerBlocks: [], innerHTML: '', innerContent: [] }
  const nodes = await resolveBlocks([block], { cms: pageContext.cms, locale: pageContext.locale, logger })
  return { tree: { idPrefix: 'b', locale: pageContext.locale, nodes }, problems }
}
