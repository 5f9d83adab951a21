import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { unzipSync } from 'fflate'
import { PLUGIN_SLUG, stagePlugin, zipPlugin } from './plugin-package.ts'
import { EDITOR_ENTRIES } from './editor-scripts.ts'

let dir = ''
let files: string[] = []

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'plugin-'))
  files = await stagePlugin(path.join(dir, PLUGIN_SLUG))
})
afterAll(() => rmSync(dir, { recursive: true, force: true }))

/** A header field of the plugin's main file (`Tested up to: 7.1`) or of its readme.txt. */
const field = (text: string, name: string) => new RegExp(`^[ *]*${name}:\\s*(.+?)\\s*$`, 'm').exec(text)?.[1]

describe('the installable plugin', () => {
  it("holds the PHP, the block metadata, the site's rules, the readme and every built script with its dependencies, and not the sources", () => {
    for (const entry of EDITOR_ENTRIES.map((file) => file.replace(/\.tsx?$/, ''))) {
      expect(files).toContain(`build/${entry}.js`)
      const asset = readFileSync(path.join(dir, PLUGIN_SLUG, 'build', `${entry}.asset.php`), 'utf8')
      expect(asset).toMatch(/^<\?php return array\( 'dependencies' => array\( ('[a-z0-9-]+'(, )?)+ \), 'version' => '[0-9a-f]{20}' \);\n$/)
    }
    expect(readFileSync(path.join(dir, PLUGIN_SLUG, 'build', 'site-blocks-editor.asset.php'), 'utf8')).toContain("'wp-blocks', 'wp-components'")
    expect(files).toEqual(
      expect.arrayContaining([
        'site-blocks-api.php',
        'readme.txt',
        'includes/editor.php',
        'includes/site-rules.php',
        'site-rules.json',
        'blocks/pricing-table/block.json',
        'build/site-blocks-editor.css',
      ]),
    )
    expect(files.filter((file) => file.startsWith('src/') || /\.tsx?$/.test(file))).toEqual([])
  })

  it('says the same versions in its header and its readme', () => {
    const header = readFileSync(path.join(dir, PLUGIN_SLUG, 'site-blocks-api.php'), 'utf8')
    const readme = readFileSync(path.join(dir, PLUGIN_SLUG, 'readme.txt'), 'utf8')
    expect(field(header, 'Requires at least')).toBe('6.1')
    expect(field(header, 'Tested up to')).toBe('7.1')
    for (const name of ['Requires at least', 'Tested up to', 'Requires PHP']) expect(field(readme, name), name).toBe(field(header, name))
    expect(field(readme, 'Stable tag')).toBe(field(header, 'Version'))
  })

  it('zips under one folder named for the plugin, as the upload screen expects', () => {
    const zip = zipPlugin(path.join(dir, PLUGIN_SLUG), path.join(dir, 'plugin.zip'))
    const entries = Object.keys(unzipSync(readFileSync(zip.file)))
    expect(entries.sort()).toEqual(files.map((file) => `${PLUGIN_SLUG}/${file}`).sort())
  })
})
