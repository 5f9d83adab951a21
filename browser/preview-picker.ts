import type { PreviewEditing } from '../renderer/page-facts.ts'
import { BLOCK_PATH_ATTRIBUTE, BLOCK_PATH_TAG, readPreviewMessage, type PreviewMessage } from '../renderer/preview-messages.ts'

const MARKED = `${BLOCK_PATH_TAG}[${BLOCK_PATH_ATTRIBUTE}]`

/** A marked block's box: its element has none of its own (`display: contents`), its content does. */
function boxOf(block: Element): DOMRect {
  const range = document.createRange()
  range.selectNodeContents(block)
  return range.getBoundingClientRect()
}

/** The outline and title shown over the block under the pointer (or the one selected in the editor). */
function createOutline() {
  const box = document.createElement('div')
  const label = document.createElement('div')
  box.setAttribute('aria-hidden', 'true')
  box.dataset.previewOutline = ''
  Object.assign(box.style, {
    position: 'fixed',
    zIndex: '2147483647',
    pointerEvents: 'none',
    outline: '2px solid #3858e9',
    outlineOffset: '1px',
    display: 'none',
  })
  Object.assign(label.style, {
    position: 'absolute',
    left: '-2px',
    bottom: '100%',
    background: '#3858e9',
    color: '#fff',
    font: '12px/1.6 system-ui, sans-serif',
    padding: '0 6px',
    whiteSpace: 'nowrap',
  })
  box.append(label)
  document.body.append(box)
  let shown: Element | null = null
  const place = () => {
    if (!shown?.isConnected) return void (box.style.display = 'none')
    const rect = boxOf(shown)
    Object.assign(box.style, { display: 'block', left: `${rect.left}px`, top: `${rect.top}px`, width: `${rect.width}px`, height: `${rect.height}px` })
    label.style.bottom = rect.top < 20 ? 'auto' : '100%'
    label.style.top = rect.top < 20 ? '0' : 'auto'
  }
  window.addEventListener('scroll', place, { passive: true })
  window.addEventListener('resize', place)
  return {
    show(block: Element | null) {
      shown = block
      label.textContent = block?.getAttribute('data-block-title') ?? ''
      place()
    },
  }
}

/**
 * On a preview for an editor (the live preview beside the block editor, or a draft preview the
 * editor opened): hovering a block outlines it with its title, clicking it tells the editor which
 * block it is (the editor selects it and scrolls its canvas to it). Clicks select, they do not
 * follow links or press buttons. The preview also says where it is scrolled, so that the next live
 * render opens there, and opens where the previous one was.
 */
export function installPreviewPicker(editing: PreviewEditing): void {
  const editor: Window | null = window.parent !== window ? window.parent : (window.opener as Window | null)
  if (!editor) return
  const post = editing.post
  // Only wp-admin's origin may read these: the browser drops a message for any other.
  const tell = (message: PreviewMessage) => editor.postMessage(message, editing.editorOrigin)
  const outline = createOutline()
  const blockAt = (target: EventTarget | null) => (target instanceof Element ? target.closest(MARKED) : null)

  document.addEventListener('mouseover', (event) => outline.show(blockAt(event.target)))
  document.addEventListener('mouseleave', () => outline.show(null))
  document.addEventListener(
    'click',
    (event) => {
      const block = blockAt(event.target)
      event.preventDefault()
      event.stopPropagation()
      const path = block?.getAttribute(BLOCK_PATH_ATTRIBUTE)
      if (path) tell({ type: 'site-preview:select', post, path })
    },
    { capture: true },
  )
  window.addEventListener('message', (event) => {
    if (event.origin !== editing.editorOrigin || event.source !== editor) return
    const message = readPreviewMessage(event.data)
    if (message?.type !== 'site-preview:highlight' || message.post !== post) return
    const block = message.path === null ? null : document.querySelector(`${BLOCK_PATH_TAG}[${BLOCK_PATH_ATTRIBUTE}="${message.path}"]`)
    outline.show(block)
    if (block) window.scrollTo({ top: Math.max(0, boxOf(block).top + window.scrollY - 80) })
  })

  let scrollReport = 0
  window.addEventListener(
    'scroll',
    () => {
      cancelAnimationFrame(scrollReport)
      scrollReport = requestAnimationFrame(() => tell({ type: 'site-preview:scroll', post, scrollY: Math.round(window.scrollY) }))
    },
    { passive: true },
  )
  if (editing.scrollY > 0) window.scrollTo({ top: editing.scrollY })
  // From here a click selects a block (a test, or a fast editor, waits for this mark).
  document.documentElement.dataset.previewPicker = 'on'
  tell({ type: 'site-preview:ready', post })
}
