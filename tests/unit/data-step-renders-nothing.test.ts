import { readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { parseSync } from 'vite'

/**
 * `+data` and the templates' loaders return data: nothing they import, however deep, renders React
 * (react-dom/server) or is a component file (JSX). Rendering is the page render's
 * (blocks/render/prerender-blocks.ts, docs/architecture.md "How a page is made").
 */
const DATA_HOOKS = [
  ...readdirSync('pages', { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => path.join('pages', entry.name, '+data.ts')),
  ...readdirSync('templates', { recursive: true, encoding: 'utf8' })
    .filter((file) => /(^|\/)load-[\w-]+\.tsx?$/.test(file))
    .map((file) => path.join('templates', file)),
].filter((file) => {
  try {
    readFileSync(file)
    return true
  } catch {
    return false
  }
})

interface Node {
  type: string
  [key: string]: unknown
}

/** The modules a file imports for their values (type-only imports vanish from the build), local ones resolved to files. */
function valueImports(file: string): string[] {
  const { program } = parseSync(file, readFileSync(file, 'utf8'))
  const body = (program as unknown as { body: Node[] }).body
  return body.flatMap((node) => {
    if ((node.type !== 'ImportDeclaration' && node.type !== 'ExportNamedDeclaration' && node.type !== 'ExportAllDeclaration') || !node.source) return []
    if (node.importKind === 'type' || node.exportKind === 'type') return []
    const specifiers = (node.specifiers as (Node & { importKind?: string })[] | undefined) ?? []
    if (specifiers.length > 0 && specifiers.every((specifier) => specifier.importKind === 'type')) return []
    const from = (node.source as { value: string }).value
    return [from.startsWith('.') ? path.normalize(path.join(path.dirname(file), from)) : from]
  })
}

/** Every module `entry` imports for its values, however deep: `[module, the file importing it]`. */
function closure(entry: string): Map<string, string> {
  const seen = new Map<string, string>([[entry, entry]])
  const queue = [entry]
  while (queue.length) {
    const file = queue.shift()!
    for (const target of valueImports(file)) {
      if (seen.has(target)) continue
      seen.set(target, file)
      if (/\.tsx?$/.test(target) && !target.includes('node_modules')) queue.push(target)
    }
  }
  return seen
}

describe('the data step renders nothing', () => {
  it('finds the data hooks and loaders', () => {
    expect(DATA_HOOKS.length).toBeGreaterThanOrEqual(12)
  })

  it.each(DATA_HOOKS)('%s imports neither react-dom/server nor a component, however deep', (file) => {
    const imported = closure(file)
    const renders = [...imported].filter(([module]) => module === 'react-dom/server' || module.endsWith('.tsx')).map(([module, by]) => `${module} (by ${by})`)
    expect(renders).toEqual([])
  })
})
