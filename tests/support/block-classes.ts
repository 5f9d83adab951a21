import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { blockRegistry } from '../../blocks/registry.ts'
import { blockFolder, fixtureFolder, type AnyBlockDefinition } from '../../blocks/define-block.ts'
import { fixtureAttrs } from '../../blocks/markup/fixture-attrs.ts'
import { renderBlock } from './render-block.tsx'

/**
 * Classes a block renders that are not its own although no other block renders them, each with why.
 * Keep it short: a class of one block belongs in that block's folder.
 */
export const SHARED_CLASSES: Readonly<Record<string, string>> = {
  'search-form':
    "the core/search block's form (blocks/parts/SearchForm.tsx) is also the blog's search list's and the docs search page's: its rules are blocks/parts/search-form.css, which the block's and those templates' stylesheets import",
}

/** A class's BEM block: `plan` for `plan__amount` and `plan--highlighted`. */
export const classRoot = (className: string): string => className.split(/__|--/)[0]!

/** The classes of an HTML fragment. */
export function classesIn(html: string): Set<string> {
  return new Set([...html.matchAll(/\sclass="([^"]*)"/g)].flatMap((match) => match[1]!.split(/\s+/).filter(Boolean)))
}

/** The roots a block's name gives it: `pricing-table`; `core-button` and WordPress's `wp-block-button` for core/button. */
function namedRoots(name: string): string[] {
  const local = name.split('/')[1]!
  return name.startsWith('core/') ? [blockFolder(name), `wp-block-${local}`] : [local]
}

/** What a block's component renders for each of its fixtures (those it can render without its content-source data). */
function renderedFixtures(block: AnyBlockDefinition): string[] {
  const dir = path.resolve('blocks', fixtureFolder(block), 'fixtures')
  return readdirSync(dir)
    .filter((file) => file.endsWith('.html'))
    .flatMap((file) => {
      try {
        return [renderBlock(block, fixtureAttrs(block, readFileSync(path.join(dir, file), 'utf8')))]
      } catch {
        return [] // a block that shows loaded data, without it
      }
    })
}

/**
 * Each block's own class roots: those its name gives it, and the BEM roots of every class its
 * component renders for its fixtures that no other block renders (buttons, the form trap and the
 * like are shared) and that are not allowed as shared (SHARED_CLASSES).
 */
export function blockClassRoots(): Map<string, Set<string>> {
  const rendered = new Map(
    [...blockRegistry.values()].map((block) => [block.name, new Set(renderedFixtures(block).flatMap((html) => [...classesIn(html)].map(classRoot)))]),
  )
  const renderers = new Map<string, number>()
  for (const roots of rendered.values()) for (const root of roots) renderers.set(root, (renderers.get(root) ?? 0) + 1)
  return new Map(
    [...rendered].map(([name, roots]) => [
      name,
      new Set([...namedRoots(name), ...[...roots].filter((root) => renderers.get(root) === 1 && !(root in SHARED_CLASSES))]),
    ]),
  )
}
