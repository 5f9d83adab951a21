import type { EditorBlock } from '@wordpress/data'

/** The block at a path of the editor's tree (`0.3.1`: the fourth block's second inner block), as the site numbers them. */
export function blockAtPath(blocks: EditorBlock[], path: string): EditorBlock | null {
  let level = blocks
  let found: EditorBlock | null = null
  for (const index of path.split('.').map(Number)) {
    found = level[index] ?? null
    if (!found) return null
    level = found.innerBlocks
  }
  return found
}

/** The path of a block in the editor's tree, or null when it is not there. */
export function pathOfBlock(blocks: EditorBlock[], clientId: string, prefix = ''): string | null {
  for (const [index, block] of blocks.entries()) {
    const path = `${prefix}${index}`
    if (block.clientId === clientId) return path
    const inner = pathOfBlock(block.innerBlocks, clientId, `${path}.`)
    if (inner) return inner
  }
  return null
}
