import { readdirSync, readFileSync, existsSync } from 'node:fs'
import path from 'node:path'
import { parseSync } from 'vite'

/**
 * What the build needs of a block before any of its code runs, read from the source of its
 * `index.ts` (the `defineBlock({...})` default export): the browser's island loader and the CSS
 * bundle are generated from these, so the declaration stays the only place they are written.
 */
export interface BlockDeclaration {
  /** Absolute path of the block's `index.ts`. */
  file: string
  name: string
  island: boolean
  /** Where the component comes from: an absolute module path and the name it is exported under. */
  component: { module: string; exportName: string }
  /** Absolute path of the block's stylesheet, if it declares one. */
  styles: string | null
}

// Only the handful of ESTree shapes a declaration uses.
interface Node {
  type: string
  [key: string]: unknown
}

export const fail = (file: string, message: string): never => {
  throw new Error(`${path.relative(process.cwd(), file)}: ${message}`)
}

/**
 * The object literal of a file's `export default {callee}({...})`: its properties by name, read as
 * written (literals, and components imported by name), before any of its code runs.
 */
export function readDeclarationCall(file: string, callee: string, source = readFileSync(file, 'utf8')) {
  const { program, errors } = parseSync(file, source)
  if (errors.length) fail(file, `cannot be parsed (${errors[0]?.message})`)
  const body = (program as unknown as { body: Node[] }).body

  const imported = new Map<string, { module: string; exportName: string }>()
  for (const node of body) {
    if (node.type !== 'ImportDeclaration') continue
    const from = (node.source as { value: string }).value
    for (const specifier of node.specifiers as Node[]) {
      if (specifier.type !== 'ImportSpecifier') continue
      const local = (specifier.local as { name: string }).name
      const exported = specifier.imported as { name?: string; value?: string }
      imported.set(local, { module: path.resolve(path.dirname(file), from), exportName: exported.name ?? exported.value ?? local })
    }
  }

  const exported = body.find((node) => node.type === 'ExportDefaultDeclaration')?.declaration as Node | undefined
  const call = exported?.type === 'CallExpression' && (exported.callee as Node).name === callee ? exported : undefined
  const object = (call?.arguments as Node[] | undefined)?.[0]
  if (!object || object.type !== 'ObjectExpression') return fail(file, `its default export must be ${callee}({ ... })`)
  const properties = new Map<string, Node>()
  for (const property of object.properties as Node[]) {
    const key = property.type === 'Property' ? (property.key as { name?: string; value?: string }) : undefined
    const keyName = key?.name ?? key?.value
    if (keyName) properties.set(keyName, property.value as Node)
  }
  const literal = <T>(key: string, type: string): T | undefined => {
    const value = properties.get(key)
    if (value === undefined) return undefined
    if (value.type !== 'Literal' || typeof value.value !== type) return fail(file, `'${key}' must be written as a ${type} literal`)
    return value.value as T
  }
  const componentNode = properties.get('Component')
  const component = componentNode?.type === 'Identifier' ? imported.get(componentNode.name as string) : undefined
  return {
    literal,
    name: literal<string>('name', 'string') ?? fail(file, "'name' is missing"),
    component: component ?? fail(file, "'Component' must be a component imported by name"),
  }
}

export function readBlockDeclaration(file: string, source = readFileSync(file, 'utf8')): BlockDeclaration {
  const { literal, name, component } = readDeclarationCall(file, 'defineBlock', source)
  const styles = literal<string>('styles', 'string')
  const stylesPath = styles === undefined ? null : path.resolve(path.dirname(file), styles)
  if (stylesPath && !existsSync(stylesPath)) fail(file, `its stylesheet ${styles} does not exist`)
  return { file, name, island: literal<boolean>('island', 'boolean') ?? false, component, styles: stylesPath }
}

/** Every block folder's declaration (`{blocksDir}/*\/index.ts`), in folder order. */
export function readBlockDeclarations(blocksDir: string): BlockDeclaration[] {
  return readdirSync(blocksDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(path.join(blocksDir, entry.name, 'index.ts')))
    .map((entry) => readBlockDeclaration(path.join(blocksDir, entry.name, 'index.ts')))
    .sort((a, b) => a.file.localeCompare(b.file))
}
