import { isSiteBlock, type AnyBlockDefinition, type SiteBlockDefinition } from './define-block.ts'

/**
 * The only list of blocks: every block folder's declaration (`./{folder}/index.ts`), keyed by its
 * exact block name. Server and tooling only: the browser loads island components through
 * the generated island loaders (renderer/islands/island-loaders.ts) and never a definition (schemas stay out of the client build).
 */
const declared = import.meta.glob<AnyBlockDefinition>('./*/index.ts', { eager: true, import: 'default' })

function byName(definitions: Record<string, AnyBlockDefinition>): ReadonlyMap<string, AnyBlockDefinition> {
  const registry = new Map<string, AnyBlockDefinition>()
  for (const [file, definition] of Object.entries(definitions)) {
    const other = registry.get(definition.name)
    if (other) throw new Error(`blocks/registry: ${file} declares '${definition.name}', already declared by another block`)
    registry.set(definition.name, definition)
  }
  return registry
}

export const blockRegistry = byName(declared)

/** The site's own blocks (`site/…`), which WordPress learns from their generated block.json. */
export const siteBlocks: SiteBlockDefinition[] = [...blockRegistry.values()].filter(isSiteBlock)

/** A registered block's definition, or undefined. */
export function getBlock(name: string): AnyBlockDefinition | undefined {
  return blockRegistry.get(name)
}
