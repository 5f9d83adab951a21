import { useEffect, useRef } from 'react'

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
 */
export function useExitIntent(armed: boolean, storageKey: string | undefined, onExit: () => void): void {
  const callback = useRef(onExit)
  callback.current = onExit
  useEffect(() => {
    if (!armed || !storageKey || closedRecently(storageKey)) return
    const onLeave = (event: MouseEvent) => {
      if (event.relatedTarget !== null || event.clientY > 0) return
      document.removeEventListener('mouseout', onLeave)
      if (claimed) return
      claimed = true
      callback.current()
    }
    document.addEventListener('mouseout', onLeave)
    return () => document.removeEventListener('mouseout', onLeave)
  }, [armed, storageKey])
}
