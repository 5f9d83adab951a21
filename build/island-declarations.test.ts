import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { readIslandDeclaration, readIslandDeclarations } from './island-declarations.ts'
import { loadIsland } from '../renderer/islands/island-loaders.ts'
import type { IslandDefinition } from '../renderer/islands/define-island.ts'

const declared = import.meta.glob<IslandDefinition<object>>(['../layouts/**/*.island.ts', '../templates/**/*.island.ts'], { eager: true, import: 'default' })

describe('declared islands (defineIsland)', () => {
  const declarations = readIslandDeclarations(['layouts', 'templates'])

  it('are the frame and template pieces the browser hydrates', () => {
    expect(declarations.map((island) => island.name).sort()).toEqual(['docs-search-box', 'exit-intent-popup', 'sales-popup', 'site-header'])
  })

  it.each(Object.entries(declared))('%s: the one loader table loads its component alone, by the name it declares', async (file, island) => {
    expect(declarations.find((declaration) => declaration.file.endsWith(file.replace('../', '')))?.name).toBe(island.name)
    expect(await loadIsland(island.name)).toEqual({ kind: 'declared', Component: island.Component })
  })

  it('refuses a name that is not lowercase words joined by dashes (a block has a slash)', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'island-'))
    const file = path.join(dir, 'bad.island.ts')
    writeFileSync(file, "import { Bad } from './Bad.tsx'\nexport default defineIsland({ name: 'site/bad', Component: Bad, hydrate: 'visible' })\n")
    expect(() => readIslandDeclaration(file)).toThrow(/the island name 'site\/bad' must be lowercase words joined by dashes/)
  })
})
