import { parse } from '@wordpress/block-serialization-default-parser'
import { z } from 'zod'
import { parsedBlockSchema, type ParsedBlock } from '../../content-schemas/block.ts'
import { describeIssues } from '../../content-rules/describe-issues.ts'

const parsedBlocksSchema = z.array(parsedBlockSchema)

const isBlankFreeform = (block: ParsedBlock) => block.blockName === null && block.innerHTML.trim() === ''

function dropBlankFreeform(blocks: ParsedBlock[]): ParsedBlock[] {
  return blocks.filter((b) => !isBlankFreeform(b)).map((b) => ({ ...b, innerBlocks: dropBlankFreeform(b.innerBlocks) }))
}

/**
 * Block markup (post_content) → block tree. The parser emits whitespace-only unnamed blocks between
 * top-level blocks; they carry nothing and are dropped (inner-block placeholders are unaffected).
 */
export function parseBlockMarkup(markup: string): ParsedBlock[] {
  const parsed = parsedBlocksSchema.safeParse(parse(markup))
  if (!parsed.success) throw new Error(`Block markup did not parse into blocks: ${describeIssues(parsed.error)}`)
  return dropBlankFreeform(parsed.data)
}
