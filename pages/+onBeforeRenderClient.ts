import type { PageContextClient } from 'vike/types'
import { loadMessages } from '../locales/messages.ts'
import { collectIslandNames } from '../blocks/render-node.ts'
import { loadIsland } from '../blocks/islands.ts'
import { installChunkReload } from '../renderer/chunk-reload.ts'
import { installLinkPrefetch } from '../renderer/prefetch-links.ts'

/** Browser: load the locale's messages and the page's interactive blocks before React renders. */
export async function onBeforeRenderClient(pageContext: PageContextClient) {
  // Not in a +client file: that makes vike inline a script, which the CSP forbids.
  installChunkReload()
  installLinkPrefetch()
  const islands = [...collectIslandNames(pageContext.data)]
  const [messages] = await Promise.all([loadMessages(pageContext.locale), ...islands.map((name) => loadIsland(name))])
  pageContext.messages = messages
}
