/**
 * npm run wp:blocks: writes the companion plugin's block.json files (and its inserter categories)
 * from the block declarations, and its site-rules.json from the site's modules (build/site-rules.ts).
 * Runs through vite's module runner, which reads the registry's folder glob as the site's build does.
 */
import path from 'node:path'
import { runnerImport } from 'vite'
import { writeSiteRules } from './site-rules.ts'

const { module } = await runnerImport<typeof import('./block-metadata.ts')>('./build/block-metadata.ts', {
  configFile: false,
  logLevel: 'error',
})
const count = module.writeBlockMetadata()
console.log(`wp:blocks: ${count} files in ${module.PLUGIN_BLOCKS_DIR}`)
console.log(`wp:blocks: the site's rules in ${path.relative(process.cwd(), writeSiteRules())}`)
