import type { z } from 'zod'
import type { BlockDefinition, BlockProps } from '../../blocks/define-block.ts'
import { fixtureAttrs } from '../../blocks/fixture-attrs.ts'

/** Story args of a block: a fixture's attributes, validated and transformed by the block's schema. */
export function argsFromFixture<S extends z.ZodType>(definition: Pick<BlockDefinition<S>, 'name' | 'attrs'>, markup: string): BlockProps<z.output<S>> {
  return { attrs: fixtureAttrs(definition, markup) }
}
