import type { ComponentType } from 'react'
import { islandLoaders } from 'virtual:site-block-islands'
import type { BlockProps } from './define-block.ts'

type IslandComponent = ComponentType<BlockProps<unknown>>

const islands = new Map<string, IslandComponent>()

/**
 * Loads an interactive block's component (before hydration in the browser, before SSR on the
 * server). The loaders are generated from the blocks' declarations (`island: true`).
 */
export async function loadIsland(name: string): Promise<IslandComponent | undefined> {
  const cached = islands.get(name)
  if (cached) return cached
  const loader = Object.hasOwn(islandLoaders, name) ? islandLoaders[name] : undefined
  if (!loader) return undefined
  const component = (await loader()) as IslandComponent
  islands.set(name, component)
  return component
}

/** An island component already loaded by loadIsland. */
export function getLoadedIsland(name: string): IslandComponent | undefined {
  return islands.get(name)
}
