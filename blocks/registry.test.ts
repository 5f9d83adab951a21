import { describe, expect, it } from 'vitest'
import { blockRegistry, loadBlock, loadIsland } from './registry.ts'

describe('block registry', () => {
  const names = Object.keys(blockRegistry)

  it('has unique, namespaced names', () => {
    expect(new Set(names).size).toBe(names.length)
    for (const name of names) expect(name).toMatch(/^[a-z0-9-]+\/[a-z0-9-]+$/)
  })

  it.each(names)('%s loads a definition declaring that exact name', async (name) => {
    const definition = await loadBlock(name)
    expect(definition?.name).toBe(name)
  })

  it.each(names)('%s has an island component exactly when it is interactive', async (name) => {
    const definition = await loadBlock(name)
    const island = await loadIsland(name)
    if (definition?.interactive) expect(island).toBe(definition.Component)
    else expect(island).toBeUndefined()
  })

  it.each(names)('%s is marked as loading data exactly when its definition has loadData', async (name) => {
    const definition = await loadBlock(name)
    expect(blockRegistry[name]!.loadsData === true).toBe(definition?.loadData !== undefined)
  })

  it('knows nothing of unregistered names', async () => {
    expect(await loadBlock('site/nope')).toBeUndefined()
    expect(await loadBlock('toString')).toBeUndefined()
  })
})
