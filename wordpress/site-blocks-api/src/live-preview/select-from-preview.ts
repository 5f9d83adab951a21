import { dispatch, select } from '@wordpress/data'
import { readPreviewMessage } from '../../../../renderer/preview-messages.ts'
import { blockAtPath } from './block-paths.ts'

/** The canvas's document: the editor's iframe on WordPress 7.x, the editor's own page before. */
function canvasDocument(): Document {
  const frame = document.querySelector<HTMLIFrameElement>('iframe[name="editor-canvas"]')
  return frame?.contentDocument ?? document
}

/** Selects the block at `path` in the editor and scrolls the canvas to it; false when there is none. */
export function selectBlockAtPath(path: string): boolean {
  const block = blockAtPath(select('core/block-editor').getBlocks(), path)
  if (!block) return false
  dispatch('core/block-editor').selectBlock(block.clientId)
  canvasDocument().querySelector(`[data-block="${block.clientId}"]`)?.scrollIntoView({ block: 'center' })
  return true
}

/**
 * Clicks on a block in a preview of this post, from the site's origin alone (the live preview's
 * frame, or the draft preview tab this editor opened), select that block here. Anything else a page
 * posts is ignored. Returns the listener's removal.
 */
export function listenForPreviewClicks(siteOrigin: string, postId: () => number | null): () => void {
  const onMessage = (event: MessageEvent) => {
    if (event.origin !== siteOrigin) return
    const message = readPreviewMessage(event.data)
    if (message?.type !== 'site-preview:select' || message.post !== postId()) return
    selectBlockAtPath(message.path)
  }
  window.addEventListener('message', onMessage)
  return () => window.removeEventListener('message', onMessage)
}
