/**
 * npm run plugin:build: the companion plugin laid out in dist/plugin/site-blocks-api/ (or in the
 * folder given with --to, as wp:up does into its WordPress).
 * npm run plugin:zip (--zip): and packed into dist/site-blocks-api.zip.
 */
import path from 'node:path'
import { parseArgs } from 'node:util'
import { PLUGIN_STAGE_DIR, stagePlugin, zipPlugin } from './plugin-package.ts'

const { values } = parseArgs({ options: { to: { type: 'string' }, zip: { type: 'boolean' } } })
const dir = values.to ? path.resolve(values.to) : PLUGIN_STAGE_DIR
const files = await stagePlugin(dir)
console.log(`plugin:build: ${files.length} files in ${path.relative(process.cwd(), dir)}`)
if (values.zip) {
  const zip = zipPlugin(dir)
  console.log(`plugin:zip: ${path.relative(process.cwd(), zip.file)} (${zip.files} files, ${Math.round(zip.bytes / 1024)} KiB)`)
}
