import type { z } from 'zod'
import { attrsInput, type BlockDefinition } from '../define-block.ts'
import { parseBlockMarkup } from './parse-blocks.ts'
import { describeIssues } from '../../content-rules/describe-issues.ts'
import type { ParsedBlock } from '../../content-schemas/block.ts'

/** A fixture's block of `definition`, parsed as the page pipeline parses it (attributes as stored). */
export function fixtureBlock(definition: Pick<BlockDefinition, 'name'>, markup: string): ParsedBlock {
  // The first, depth first: a core block may only sit in its parent (a button in its buttons).
  const find = (blocks: ParsedBlock[]): ParsedBlock | undefined => {
    for (const block of blocks) {
      const found = block.blockName === definition.name ? block : find(block.innerBlocks)
      if (found) return found
    }
  }
  const block = find(parseBlockMarkup(markup))
  if (!block) throw new Error(`fixture has no ${definition.name} block`)
  return block
}

/**
 * A fixture's block markup → the block's validated attributes, exactly as the page pipeline
 * produces them. Tests and stories are fed through this, so they see what visitors see.
 */
export function fixtureAttrs<S extends z.ZodType>(definition: Pick<BlockDefinition<S>, 'name' | 'attrs' | 'savedAttrs'>, markup: string): z.output<S> {
  const block = fixtureBlock(definition, markup)
  const parsed = definition.attrs.safeParse(attrsInput(definition, block))
  if (!parsed.success) throw new Error(`fixture of ${definition.name} is invalid: ${describeIssues(parsed.error)}`)
  return parsed.data
}
