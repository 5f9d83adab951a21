import { readdirSync } from 'node:fs'
import path from 'node:path'
import type { Plugin } from 'vite'
import { readBlockDeclarations, type BlockDeclaration } from './block-declarations.ts'
import { readIslandDeclarations, type IslandDeclaration } from './island-declarations.ts'

export const ISLANDS_MODULE = 'virtual:site-islands'
const RESOLVED_ISLANDS = `\0${ISLANDS_MODULE}`
export const STYLESHEETS_MODULE = 'virtual:site-stylesheets'
const RESOLVED_STYLESHEETS = `\0${STYLESHEETS_MODULE}`

/**
 * Derives from the block declarations (`blocks/*\/index.ts`) and the island declarations
 * (`layouts/**\/*.island.ts`, `templates/**\/*.island.ts`) what the build cannot ask them at run time:
 * - `virtual:site-islands`: the one loader table of the browser's islands: each interactive block's
 *   and each declared island's name → a loader of its component alone, so the browser downloads the
 *   component and never a block's schema (zod, moment-timezone);
 * - `virtual:site-stylesheets`: the URL of each block's stylesheet (by block name) and of each
 *   template's (by name), each built as a file of its own (hashed, under /assets/static/), so that a
 *   page links only those of the blocks and the template views it renders;
 * - the block stylesheet bundle: `blocks/blocks.css` imports every declared stylesheet (Storybook).
 */
export function siteBlocks(options: { blocksDir?: string; templatesDir?: string; layoutsDir?: string } = {}): Plugin {
  const blocksDir = path.resolve(options.blocksDir ?? 'blocks')
  const templatesDir = path.resolve(options.templatesDir ?? 'templates')
  const bundleCss = path.join(blocksDir, 'blocks.css')
  const layoutsDir = path.resolve(options.layoutsDir ?? 'layouts')
  const declarations = () => readBlockDeclarations(blocksDir)
  const islandDeclarations = () => readIslandDeclarations([layoutsDir, templatesDir])
  let serve = false
  let root = process.cwd()

  return {
    name: 'site-blocks',
    enforce: 'pre',
    configResolved(config) {
      serve = config.command === 'serve'
      root = config.root
    },
    buildStart() {
      // The server build's own entry: vike moves the files of an entry's assets into the client's
      // build, but links on a page only the assets its modules import statically, and the render
      // imports this one dynamically (renderer/stylesheet-urls.ts).
      if (this.environment.config.consumer === 'server' && this.environment.mode === 'build')
        this.emitFile({ type: 'chunk', id: STYLESHEETS_MODULE, name: 'stylesheets' })
    },
    resolveId(id) {
      if (id === ISLANDS_MODULE) return RESOLVED_ISLANDS
      return id === STYLESHEETS_MODULE ? RESOLVED_STYLESHEETS : undefined
    },
    load(id) {
      if (id !== RESOLVED_ISLANDS && id !== RESOLVED_STYLESHEETS) return undefined
      const blocks = declarations()
      for (const block of blocks) this.addWatchFile(block.file)
      if (id === RESOLVED_ISLANDS) {
        const islands = islandDeclarations()
        for (const island of islands) this.addWatchFile(island.file)
        return islandsModule(blocks, islands)
      }
      // In development the dev server serves each stylesheet at its own path (its @imports inlined).
      const url = (file: string) => (serve ? { path: `/${path.relative(root, file)}` } : { file })
      return stylesheetsModule(blocks, templateStylesheets(templatesDir), url)
    },
    transform(code, id) {
      if (id.split('?')[0] !== bundleCss) return undefined
      const imports = declarations().flatMap((block) => {
        if (!block.styles) return []
        this.addWatchFile(block.file)
        return [`@import ${JSON.stringify(`./${path.relative(blocksDir, block.styles)}`)};`]
      })
      return { code: `${imports.join('\n')}\n${code}`, map: null }
    },
  }
}

function islandsModule(blocks: BlockDeclaration[], islands: IslandDeclaration[]): string {
  const entry = (name: string, kind: 'block' | 'declared', { module, exportName }: BlockDeclaration['component']) =>
    `  ${JSON.stringify(name)}: { kind: '${kind}', load: () => import(${JSON.stringify(module)}).then((m) => m[${JSON.stringify(exportName)}]) },`
  const names = new Set<string>()
  const entries = [
    ...blocks.filter((block) => block.island).map((block) => ({ name: block.name, line: entry(block.name, 'block', block.component), file: block.file })),
    ...islands.map((island) => ({ name: island.name, line: entry(island.name, 'declared', island.component), file: island.file })),
  ].map(({ name, line, file }) => {
    if (names.has(name)) throw new Error(`${path.relative(process.cwd(), file)}: the island '${name}' is declared twice`)
    names.add(name)
    return line
  })
  return `export const islandLoaders = {\n${entries.join('\n')}\n}\n`
}

/**
 * The stylesheets of the templates (`{templatesDir}/{template}/*.css`), by name: the template's own
 * (`forum/forum.css`) as `forum`, another of its stylesheets (`blog/post.css`) as `blog/post`.
 */
function templateStylesheets(templatesDir: string): Map<string, string> {
  const folders = readdirSync(templatesDir, { withFileTypes: true }).filter((entry) => entry.isDirectory())
  return new Map(
    folders.flatMap((folder) =>
      readdirSync(path.join(templatesDir, folder.name))
        .filter((file) => file.endsWith('.css'))
        .sort()
        .map((file) => {
          const name = path.basename(file, '.css')
          return [name === folder.name ? name : `${folder.name}/${name}`, path.join(templatesDir, folder.name, file)] as const
        }),
    ),
  )
}

/**
 * Each stylesheet's URL: in a build, imported with `?url`, for which vite builds it (its @imports
 * inlined, minified, named by its content's hash) as a file of its own; in development, its path.
 */
function stylesheetsModule(blocks: BlockDeclaration[], templates: Map<string, string>, url: (file: string) => { path: string } | { file: string }): string {
  const imports: string[] = []
  const record = (entries: [string, string][]) => {
    const values = entries.map(([name, file]) => {
      const where = url(file)
      if ('path' in where) return `  ${JSON.stringify(name)}: ${JSON.stringify(where.path)},`
      imports.push(`import s${imports.length} from ${JSON.stringify(`${where.file}?url`)}`)
      return `  ${JSON.stringify(name)}: s${imports.length - 1},`
    })
    return `{\n${values.join('\n')}\n}`
  }
  const ofBlocks = record(blocks.flatMap((block) => (block.styles ? [[block.name, block.styles] as [string, string]] : [])))
  const ofTemplates = record([...templates])
  return [...imports, `export const blockStylesheets = ${ofBlocks}`, `export const templateStylesheets = ${ofTemplates}`, ''].join('\n')
}
