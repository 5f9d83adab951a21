import type { ComponentType } from 'react'
import { islandLoaders } from 'virtual:site-block-islands'
import type { BlockProps } from './define-block.ts'

type IslandComponent = ComponentType<BlockProps<unknown>>

/**
 * Loads an interactive block's component alone, in the browser, when its island hydrates
 * (browser/islands.ts). The loaders are generated from the blocks' declarations (`island: true`).
 */
export async function loadIsland(name: string): Promise<IslandComponent | undefined> {
  const loader = Object.hasOwn(islandLoaders, name) ? islandLoaders[name] : undefined
  return loader ? ((await loader()) as IslandComponent) : undefined
}
