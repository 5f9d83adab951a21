/**
 * The companion plugin as WordPress installs it: its PHP, its generated block metadata, its readme
 * and its built scripts (build/editor-scripts.ts), without the scripts' sources. `npm run
 * plugin:build` lays it out in dist/plugin/site-blocks-api/ (what wp:up copies into WordPress);
 * `npm run plugin:zip` also packs it into dist/site-blocks-api.zip, the file a site owner uploads
 * in Plugins → Add Plugin → Upload Plugin.
 */
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { zipSync } from 'fflate'
import { buildEditorScripts } from './editor-scripts.ts'

export const PLUGIN_SLUG = 'site-blocks-api'
export const PLUGIN_SOURCE_DIR = path.resolve('wordpress', PLUGIN_SLUG)
export const PLUGIN_STAGE_DIR = path.resolve('dist/plugin', PLUGIN_SLUG)
export const PLUGIN_ZIP = path.resolve(`dist/${PLUGIN_SLUG}.zip`)

/** What of the plugin's folder is not the plugin: the scripts' TypeScript sources (built into build/). */
const NOT_SHIPPED = new Set(['src'])

/** Lays the plugin out in `dir` (emptied first); returns its files, relative to `dir`. */
export async function stagePlugin(dir = PLUGIN_STAGE_DIR): Promise<string[]> {
  rmSync(dir, { recursive: true, force: true })
  mkdirSync(dir, { recursive: true })
  for (const entry of readdirSync(PLUGIN_SOURCE_DIR)) {
    if (!NOT_SHIPPED.has(entry)) cpSync(path.join(PLUGIN_SOURCE_DIR, entry), path.join(dir, entry), { recursive: true })
  }
  await buildEditorScripts(path.join(dir, 'build'))
  return filesIn(dir)
}

function filesIn(dir: string, prefix = ''): string[] {
  return readdirSync(path.join(dir, prefix))
    .sort()
    .flatMap((name) => {
      const relative = path.posix.join(prefix, name)
      return statSync(path.join(dir, relative)).isDirectory() ? filesIn(dir, relative) : [relative]
    })
}

/** Packs a staged plugin into a zip with one top folder, the plugin's slug, as WordPress's uploader expects. */
export function zipPlugin(dir = PLUGIN_STAGE_DIR, zipFile = PLUGIN_ZIP): { file: string; bytes: number; files: number } {
  const files = filesIn(dir)
  // A fixed date: the same plugin gives the same zip.
  const mtime = new Date('2020-01-01T00:00:00Z')
  const zip = zipSync(Object.fromEntries(files.map((file) => [`${PLUGIN_SLUG}/${file}`, [readFileSync(path.join(dir, file)), { mtime }]])), { level: 9 })
  writeFileSync(zipFile, zip)
  return { file: zipFile, bytes: zip.byteLength, files: files.length }
}
