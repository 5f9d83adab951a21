import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { siteBlocks } from '../blocks/registry.ts'
import { fixtureFolder } from '../blocks/define-block.ts'
import { blockMetadataFiles } from './block-json.ts'

/** Where the companion plugin reads its block metadata (one folder per block, plus categories.json). */
export const PLUGIN_BLOCKS_DIR = path.resolve('wordpress/site-blocks-api/blocks')

/** The metadata the declarations give now: relative path → text. */
export function currentBlockMetadata(): Map<string, string> {
  return blockMetadataFiles(siteBlocks, (definition) => readFileSync(path.resolve('blocks', fixtureFolder(definition), 'fixtures', definition.example), 'utf8'))
}

function filesOnDisk(dir: string): string[] {
  if (!existsSync(dir)) return []
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
}

/** What differs between the generated metadata and `dir`: one line per file, empty when in step. */
export function staleBlockMetadata(dir = PLUGIN_BLOCKS_DIR): string[] {
  const wanted = currentBlockMetadata()
  const problems = [...wanted].flatMap(([file, text]) => {
    const target = path.join(dir, file)
    if (!existsSync(target)) return [`${file} is missing`]
    return readFileSync(target, 'utf8') === text ? [] : [`${file} differs from its block's declaration`]
  })
  for (const file of filesOnDisk(dir)) if (!wanted.has(file)) problems.push(`${file} belongs to no block`)
  return problems
}

/** Writes the metadata into `dir`, removing what no block declares any more. */
export function writeBlockMetadata(dir = PLUGIN_BLOCKS_DIR): number {
  const wanted = currentBlockMetadata()
  for (const file of filesOnDisk(dir)) if (!wanted.has(file)) rmSync(path.join(dir, file))
  for (const entry of existsSync(dir) ? readdirSync(dir, { withFileTypes: true }) : []) {
    if (entry.isDirectory() && readdirSync(path.join(dir, entry.name)).length === 0) rmSync(path.join(dir, entry.name), { recursive: true })
  }
  for (const [file, text] of wanted) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
    writeFileSync(path.join(dir, file), text)
  }
  return wanted.size
}
