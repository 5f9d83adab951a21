/**
 * npm run blocks:coverage: the core-block coverage report (build/block-coverage.ts) of the WordPress
 * npm run wp:up started (WP_STATE_DIR, .wordpress by default). Exits 1 when a block shows nothing
 * on the site where WordPress shows content.
 */
import path from 'node:path'
import { runnerImport } from 'vite'
import { siteBlocks } from './vite-plugin-site-blocks.ts'
import { renderInWordPress } from './render-in-wordpress.ts'

const wordpressDir = path.join(path.resolve(process.env.WP_STATE_DIR ?? '.wordpress'), 'wp')
const { module } = await runnerImport<typeof import('./block-coverage.ts')>('./build/block-coverage.ts', {
  configFile: false,
  logLevel: 'error',
  plugins: [siteBlocks()],
})
const rows = await module.blockCoverage((samples) => renderInWordPress(wordpressDir, samples))
console.log(module.formatCoverage(rows))
process.exit(rows.some((row) => row.emptyOnSite) ? 1 : 0)
