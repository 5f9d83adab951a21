import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { blockRegistry } from '../../blocks/registry.ts'
import { blockFolder, fixtureFolder } from '../../blocks/define-block.ts'

const stories = readdirSync('stories/blocks')
  .filter((f) => f.endsWith('.stories.tsx'))
  .map((f) => readFileSync(path.join('stories/blocks', f), 'utf8'))

describe.each([...blockRegistry.keys()])('%s', (name) => {
  const folder = path.join('blocks', blockFolder(name))

  it('has fixtures and a fixture-driven unit test', () => {
    // A block saved only inside its parent reads the parent's fixtures (fixturesOf), never a copy.
    const definition = blockRegistry.get(name)!
    const fixtures = readdirSync(path.join('blocks', fixtureFolder(definition), 'fixtures')).filter((f) => f.endsWith('.html'))
    expect(fixtures).toContain(definition.example)
    const tests = readdirSync(folder).filter((f) => f.endsWith('.test.tsx'))
    expect(
      tests.some((t) => readFileSync(path.join(folder, t), 'utf8').includes(`${definition.fixturesOf ? `../${fixtureFolder(definition)}` : '.'}/fixtures/`)),
    ).toBe(true)
  })

  it('has a story fed from its declaration', () => {
    const story = stories.find((s) => s.includes(`../../${folder}/index.ts`))
    expect(story, `no story imports ${folder}/index.ts`).toBeDefined()
    // blockStory: the declared example's args and the editor sidebar's controls (stories/blocks/block-story.tsx).
    expect(story, 'its meta is not blockStory(its declaration)').toMatch(/const meta = \{[^}]*\.\.\.blockStory\(\w+/)
  })
})
