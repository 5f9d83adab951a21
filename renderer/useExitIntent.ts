import { useEffect, useRef } from 'react'
import { usePageFacts } from './usePageFacts.ts'

/** SPEC §9: a popup closed by the visitor stays away for 2 hours. */
export const EXIT_POPUP_SUPPRESS_MS = 7_200_000

/** Whether the popup under `storageKey` was closed less than 2 hours ago. */
export function closedRecently(storageKey: string): boolean {
  const closedAt = Number(localStorage.getItem(storageKey))
  return Number.isFinite(closedAt) && closedAt > 0 && Date.now() - closedAt < EXIT_POPUP_SUPPRESS_MS
}

/** Records that the popup under `storageKey` was closed now. */
export function rememberClosed(storageKey: string): void {
  localStorage.setItem(storageKey, String(Date.now()))
}

/** One exit-intent popup per visit: the first that opens claims the gesture (a demo form over the campaign popup). */
let claimed = false

/**
 * SPEC §3/§4 exit intent: calls `onExit` once when the mouse leaves the window through the top,
 * while `armed` and not closed recently under `storageKey`; it stops listening once triggered.
 * A popup a marketer placed on the page (`first`: a demo form) is offered the gesture before the
 * site's campaign popup, whichever of them the browser hydrated first. Never in an editor's
 * preview: there the mouse leaves the frame to go back to the editor, and a popup would take the
 * editor's focus (its menus close).
 */
export function useExitIntent(armed: boolean, storageKey: string | undefined, onExit: () => void, { first = false } = {}): void {
  const editing = usePageFacts().previewEditing !== null
  const callback = useRef(onExit)
  // eslint-disable-next-line react-hooks/refs -- the latest callback, read by the listener when it fires, never by the render
  callback.current = onExit
  useEffect(() => {
    if (!armed || editing || !storageKey || closedRecently(storageKey)) return
    // The window's capture phase runs before the document's listeners.
    const target: EventTarget = first ? window : document
    const onLeave = (event: Event) => {
      if (!(event instanceof MouseEvent) || event.relatedTarget !== null || event.clientY > 0) return
      target.removeEventListener('mouseout', onLeave, first)
      if (claimed) return
      claimed = true
      callback.current()
    }
    target.addEventListener('mouseout', onLeave, first)
    return () => target.removeEventListener('mouseout', onLeave, first)
  }, [armed, editing, storageKey, first])
}
