import { RenderedTree } from '../renderer/islands/RenderedTree.tsx'
import { usePrerenderedBlocks } from './render/usePrerenderedBlocks.ts'
import type { BlockTreeData } from './markup/block-node.ts'

/**
 * A block tree from a page's data, where the page places it (server only: the browser hydrates its
 * islands alone). Its blocks are rendered to HTML first, in one step with the page's facts
 * (render/prerender-blocks.ts), then placed.
 */
export function BlockTree({ tree }: { tree: BlockTreeData }) {
  return <RenderedTree nodes={usePrerenderedBlocks(tree)} />
}
