import path from 'node:path'
import type { Plugin } from 'vite'
import { readBlockDeclarations } from './block-declarations.ts'

export const ISLANDS_MODULE = 'virtual:site-block-islands'
const RESOLVED_ISLANDS = `\0${ISLANDS_MODULE}`

/**
 * Derives from the block declarations (`blocks/*\/index.ts`) what the build cannot ask them at run time:
 * - `virtual:site-block-islands`: each interactive block's name → a loader of its component alone,
 *   so the browser downloads the component and never the block's schema (zod, moment-timezone);
 * - the block stylesheet bundle: `blocks/blocks.css` imports every declared stylesheet.
 */
export function siteBlocks(options: { blocksDir?: string } = {}): Plugin {
  const blocksDir = path.resolve(options.blocksDir ?? 'blocks')
  const bundleCss = path.join(blocksDir, 'blocks.css')
  const declarations = () => readBlockDeclarations(blocksDir)

  return {
    name: 'site-blocks',
    enforce: 'pre',
    resolveId(id) {
      return id === ISLANDS_MODULE ? RESOLVED_ISLANDS : undefined
    },
    load(id) {
      if (id !== RESOLVED_ISLANDS) return undefined
      const entries = declarations().flatMap((block) => {
        this.addWatchFile(block.file)
        if (!block.island) return []
        const { module, exportName } = block.component
        return [`  ${JSON.stringify(block.name)}: () => import(${JSON.stringify(module)}).then((m) => m[${JSON.stringify(exportName)}]),`]
      })
      return `export const islandLoaders = {\n${entries.join('\n')}\n}\n`
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
