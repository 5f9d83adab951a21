/** What shows a person is at the page: a scroll, a pointer move or press, a key, a touch. */
const ACTIVITY = ['scroll', 'pointermove', 'pointerdown', 'keydown', 'touchstart'] as const

/** Runs `callback` once, on the visitor's first sign of activity on the page. */
export function onFirstActivity(callback: () => void): void {
  const go = () => {
    for (const type of ACTIVITY) window.removeEventListener(type, go, { capture: true })
    callback()
  }
  for (const type of ACTIVITY) window.addEventListener(type, go, { capture: true, passive: true })
}
