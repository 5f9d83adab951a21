/**
 * npm run wp:blocks: writes the companion plugin's block.json files (and its inserter categories)
 * from the block declarations. Runs through vite's module runner, which reads the registry's
 * folder glob as the site's build does.
 */
import { runnerImport } from 'vite'

const { module } = await runnerImport<typeof import('./block-metadata.ts')>('./build/block-metadata.ts', {
  configFile: false,
  logLevel: 'error',
})
const count = module.writeBlockMetadata()
console.log(`wp:blocks: ${count} files in ${module.PLUGIN_BLOCKS_DIR}`)
