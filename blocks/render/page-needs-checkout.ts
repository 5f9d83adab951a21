import { getBlock } from '../registry.ts'
import { collectBlockNames } from '../markup/block-node.ts'

/** Whether page data shows a block that needs the card checkout provider's script (pages/+onBeforeRender.ts keeps it for those alone). */
export function pageNeedsCheckout(data: unknown): boolean {
  return [...collectBlockNames(data)].some((name) => getBlock(name)?.needsCheckout === true)
}
