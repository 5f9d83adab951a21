import { readdirSync } from 'node:fs'
import path from 'node:path'
import { fail, readDeclarationCall } from './block-declarations.ts'

/** What the build needs of a declared island (renderer/islands/define-island.ts), read from its `*.island.ts` source. */
export interface IslandDeclaration {
  file: string
  name: string
  component: { module: string; exportName: string }
}

/** A declared island's name: lowercase words joined by dashes, so that it never meets a block's (`site/…`). */
const ISLAND_NAME = /^[a-z]+(?:-[a-z]+)*$/

export function readIslandDeclaration(file: string): IslandDeclaration {
  const { name, component } = readDeclarationCall(file, 'defineIsland')
  if (!ISLAND_NAME.test(name)) fail(file, `the island name '${name}' must be lowercase words joined by dashes`)
  return { file, name, component }
}

/** Every `*.island.ts` under `dirs` (layouts/, templates/), in path order. */
export function readIslandDeclarations(dirs: string[]): IslandDeclaration[] {
  return dirs
    .flatMap((dir) =>
      readdirSync(dir, { recursive: true, encoding: 'utf8' })
        .filter((file) => file.endsWith('.island.ts'))
        .map((file) => path.join(dir, file)),
    )
    .sort()
    .map(readIslandDeclaration)
}
