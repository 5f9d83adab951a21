import type { ComponentType } from 'react'
import { islandLoaders } from 'virtual:site-islands'

/** An island's component, with how it is given its props: a block's `{ attrs }` and inner blocks, or a declared island's own. */
export type LoadedIsland = { kind: 'block' | 'declared'; Component: ComponentType<Record<string, unknown>> }

/**
 * Loads an island's component alone, in the browser, when it hydrates (hydrate-islands.ts). The one
 * loader table is generated from the declarations: blocks' `island: true` and `*.island.ts` files
 * (build/vite-plugin-site-blocks.ts).
 */
export async function loadIsland(name: string): Promise<LoadedIsland | undefined> {
  const entry = Object.hasOwn(islandLoaders, name) ? islandLoaders[name] : undefined
  return entry ? { kind: entry.kind, Component: (await entry.load()) as ComponentType<Record<string, unknown>> } : undefined
}
