import { useContext } from 'react'
import { MessagesContext } from '../../renderer/LocaleContext.ts'
import { usePageFacts } from '../../renderer/usePageFacts.ts'
import { englishMessages } from '../../locales/english.ts'
import type { RenderNode } from '../../renderer/islands/render-node.ts'
import type { BlockTreeData } from '../markup/block-node.ts'
import { prerenderBlocks, type PrerenderOptions } from './prerender-blocks.ts'

/**
 * A block tree of the page's data, rendered to HTML with the page's facts and messages
 * (prerender-blocks.ts), where the page places it. The calling component's last hook: a render
 * inside a render ends the hooks of the component it runs in (React keeps them in module state).
 */
export function usePrerenderedBlocks(tree: BlockTreeData, options: Pick<PrerenderOptions, 'islands'> = {}): RenderNode[] {
  const facts = usePageFacts()
  // Outside a page (a story, a test) there are no page messages: the tree's own, or English.
  const messages = useContext(MessagesContext) ?? englishMessages
  return prerenderBlocks(tree, { facts, messages, ...options })
}
