import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { blockRegistry, getBlock } from './registry.ts'
import { loadIsland } from '../renderer/islands/island-loaders.ts'
import { readBlockDeclarations, readBlockDeclaration } from '../build/block-declarations.ts'
import { EDITOR_CATEGORIES } from './editor-categories.ts'
import { blockFolder, fixtureFolder } from './define-block.ts'

const blocks = [...blockRegistry.values()]
const declarations = readBlockDeclarations(path.resolve('blocks'))
const folderOf = (name: string) => path.resolve('blocks', blockFolder(name))

describe('block registry', () => {
  it('holds every block folder, under namespaced names', () => {
    expect(blocks.length).toBe(declarations.length)
    expect(blocks.length).toBeGreaterThan(20)
    for (const { name } of blocks) expect(name).toMatch(/^(?:site|core)\/[a-z0-9-]+$/)
  })

  it.each(blocks.map((b) => [b.name, b] as const))('%s: the folder is named after the block, with its example fixture', (name, block) => {
    expect(existsSync(path.join(folderOf(name), 'index.ts'))).toBe(true)
    // A block WordPress saves only inside its parent points at the parent's fixture (fixturesOf), never a copy.
    expect(existsSync(path.resolve('blocks', fixtureFolder(block), 'fixtures', block.example))).toBe(true)
    // A site block is in one of the inserter's groups; a core block is WordPress's to place.
    if (block.editor) expect(EDITOR_CATEGORIES.map((c) => c.slug)).toContain(block.editor.category)
  })

  it.each(blocks.map((b) => [b.name, b] as const))('%s: the build reads the same facts from the source as the code declares', async (name, block) => {
    const declared = declarations.find((d) => d.name === name)
    expect(declared, `the build found no declaration of ${name}`).toBeDefined()
    expect(declared!.island).toBe(block.island === true)
    expect(declared!.styles).toBe(block.styles ? path.join(folderOf(name), block.styles) : null)
    const module = (await import(/* @vite-ignore */ declared!.component.module)) as Record<string, unknown>
    expect(module[declared!.component.exportName]).toBe(block.Component)
  })

  it.each(blocks.map((b) => [b.name, b] as const))('%s: the browser can load its component alone exactly when it is an island', async (name, block) => {
    const island = await loadIsland(name)
    if (block.island) {
      expect(island).toEqual({ kind: 'block', Component: block.Component })
    } else expect(island).toBeUndefined()
  })

  it('every block stylesheet in a block folder is declared by its block', () => {
    for (const block of blocks) {
      const own = path.join(folderOf(block.name), `${blockFolder(block.name)}.css`)
      if (existsSync(own)) expect(block.styles, `${block.name} has ${path.basename(own)} but does not declare it`).toBe(path.basename(own))
    }
  })

  it('knows nothing of unregistered names', async () => {
    expect(getBlock('site/nope')).toBeUndefined()
    expect(getBlock('toString')).toBeUndefined()
    expect(await loadIsland('toString')).toBeUndefined()
    expect(await loadIsland('site/hero')).toBeUndefined()
  })
})

describe('reading a declaration', () => {
  const read = (source: string) => readBlockDeclaration(path.resolve('blocks/x/index.ts'), source)
  const base = "import { defineBlock } from '../define-block.ts'\nimport { X } from './X.tsx'\n"

  it('reads name, island, component and stylesheet', () => {
    const source = `${base}export default defineBlock({ name: 'site/x', Component: X, island: true, example: 'a.html' })`
    expect(read(source)).toMatchObject({ name: 'site/x', island: true, styles: null, component: { module: path.resolve('blocks/x/X.tsx'), exportName: 'X' } })
  })

  it('refuses what it cannot read, naming the file and the property', () => {
    expect(() => read(`${base}const name = 'site/x'\nexport default defineBlock({ name, Component: X })`)).toThrow(
      /blocks\/x\/index\.ts: 'name' must be written as a string literal/,
    )
    expect(() => read(`${base}export default defineBlock({ name: 'site/x', Component: X, island: 1 > 0 })`)).toThrow(
      /'island' must be written as a boolean literal/,
    )
    expect(() => read(`${base}export default defineBlock({ name: 'site/x', Component: () => null })`)).toThrow(
      /'Component' must be a component imported by name/,
    )
    expect(() => read(`${base}export default { name: 'site/x', Component: X }`)).toThrow(/must be defineBlock/)
    expect(() => read(`${base}export default defineBlock({ name: 'site/x', Component: X, styles: 'missing.css' })`)).toThrow(
      /stylesheet missing\.css does not exist/,
    )
  })
})

describe('the block stylesheet bundle', () => {
  it('is blocks.css with an @import of every declared stylesheet', async () => {
    const { siteBlocks } = await import('../build/vite-plugin-site-blocks.ts')
    const plugin = siteBlocks()
    const transform = plugin.transform as (this: unknown, code: string, id: string) => { code: string }
    const css = transform.call({ addWatchFile() {} }, readFileSync('blocks/blocks.css', 'utf8'), path.resolve('blocks/blocks.css?inline')).code
    const declared = blocks.filter((b) => b.styles).map((b) => `@import "./${blockFolder(b.name)}/${b.styles}";`)
    expect(declared.length).toBeGreaterThan(20)
    for (const line of declared) expect(css).toContain(line)
  })
})
