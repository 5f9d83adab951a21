import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { blockFolder } from '../../blocks/define-block.ts'
import { blockClassRoots, classRoot } from '../support/block-classes.ts'
import { classesOf, selectorsIn } from '../support/css-selectors.ts'

/** Every stylesheet of the site's sources: the base layer, the blocks and their parts, the templates. */
function stylesheets(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return stylesheets(full)
    return entry.name.endsWith('.css') ? [path.relative(process.cwd(), full)] : []
  })
}

const roots = blockClassRoots()
const ownerOf = new Map([...roots].flatMap(([name, own]) => [...own].map((root) => [root, name] as const)))
const files = ['layouts', 'blocks', 'templates'].flatMap(stylesheets)

describe("a block's classes are styled in its own folder, and nowhere else", () => {
  it('knows the classes of each block, from its name and from what it renders', () => {
    for (const [name, own] of roots) expect(own.size, name).toBeGreaterThan(0)
    // The plans are the pricing table's although it is not their name: found in what it renders.
    expect(ownerOf.get('plan')).toBe('site/pricing-table')
    expect(files.length).toBeGreaterThan(40)
  })

  it.each(files)('%s styles only classes of its own block, of the base or shared ones', (file) => {
    const misplaced = selectorsIn(readFileSync(file, 'utf8')).flatMap((selector) =>
      classesOf(selector).flatMap((className) => {
        const owner = ownerOf.get(classRoot(className))
        const home = owner && path.join('blocks', blockFolder(owner)) + path.sep
        return owner && !file.startsWith(home!) ? [`${selector}: .${className} is ${owner}'s (${home})`] : []
      }),
    )
    expect(misplaced).toEqual([])
  })
})
