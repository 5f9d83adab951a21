import type { ParsedBlock } from '../../content-schemas/block.ts'
import { POST_FIELDS } from './schema.ts'
import { plainText } from '../../content-rules/plain-text.ts'

const descendants = (blocks: ParsedBlock[]): ParsedBlock[] => blocks.flatMap((block) => [block, ...descendants(block.innerBlocks)])

const text = (block: ParsedBlock): string => plainText([block.innerHTML, ...descendants(block.innerBlocks).map((inner) => inner.innerHTML)].join(' '))

/**
 * What a query loop's inner blocks say, as attributes: the fields its post template shows (in
 * order, nested groups included), whether it has pagination, and its no-results text.
 */
export function queryInnerAttrs(query: ParsedBlock): Record<string, unknown> {
  const inner = descendants(query.innerBlocks)
  const template = inner.find((block) => block.blockName === 'core/post-template')
  const fields = template
    ? descendants(template.innerBlocks).flatMap((block) => {
        const field = block.blockName?.replace(/^core\//, '')
        if (!(POST_FIELDS as readonly (string | undefined)[]).includes(field)) return []
        const { level, isLink, content } = block.attrs as { level?: unknown; isLink?: unknown; content?: unknown }
        return [{ field, level, isLink, content }]
      })
    : undefined
  const noResults = inner.find((block) => block.blockName === 'core/query-no-results')
  return {
    fields,
    pagination: inner.some((block) => block.blockName === 'core/query-pagination'),
    noResults: noResults ? text(noResults) || undefined : undefined,
  }
}
