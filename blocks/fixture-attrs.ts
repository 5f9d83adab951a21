import type { z } from 'zod'
import type { BlockDefinition } from './define-block.ts'
import { parseBlockMarkup } from './parse-blocks.ts'
import { describeIssues } from '../content-schemas/describe-issues.ts'
import type { ParsedBlock } from '../content-schemas/block.ts'

/** A fixture's block of `definition`, parsed as the page pipeline parses it (attributes as stored). */
export function fixtureBlock(definition: Pick<BlockDefinition, 'name'>, markup: string): ParsedBlock {
  const block = parseBlockMarkup(markup).find((b) => b.blockName === definition.name)
  if (!block) throw new Error(`fixture has no ${definition.name} block`)
  return block
}

/**
 * A fixture's block markup → the block's validated attributes, exactly as the page pipeline
 * produces them. Tests and stories are fed through this, so they see what visitors see.
 */
export function fixtureAttrs<S extends z.ZodType>(definition: Pick<BlockDefinition<S>, 'name' | 'attrs'>, markup: string): z.output<S> {
  const block = fixtureBlock(definition, markup)
  const parsed = definition.attrs.safeParse(block.attrs)
  if (!parsed.success) throw new Error(`fixture of ${definition.name} is invalid: ${describeIssues(parsed.error)}`)
  return parsed.data
}
