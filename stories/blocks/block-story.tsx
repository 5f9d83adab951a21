import type { z } from 'zod'
import { blockFolder, type BlockDefinition } from '../../blocks/define-block.ts'
import { fixtureAttrs } from '../../blocks/fixture-attrs.ts'

/** Every block fixture's markup, by path (`../../blocks/{folder}/fixtures/{file}.html`). */
const fixtures = import.meta.glob<string>('../../blocks/*/fixtures/*.html', { query: '?raw', import: 'default', eager: true })

/** Story args of a block: a fixture's attributes, validated and transformed by the block's schema. */
export function argsFromFixture<S extends z.ZodType>(definition: Pick<BlockDefinition<S>, 'name' | 'attrs' | 'savedAttrs'>, markup: string): { attrs: z.output<S> } {
  return { attrs: fixtureAttrs(definition, markup) }
}

/** A block's default story args: the example fixture its declaration names. */
export function exampleArgs<S extends z.ZodType>(definition: Pick<BlockDefinition<S>, 'name' | 'attrs' | 'savedAttrs' | 'example'>): { attrs: z.output<S> } {
  const file = `../../blocks/${blockFolder(definition.name)}/fixtures/${definition.example}`
  const markup = fixtures[file]
  if (markup === undefined) throw new Error(`${definition.name}: its example ${file} does not exist`)
  return argsFromFixture(definition, markup)
}
