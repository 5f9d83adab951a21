/** Scrolls the window to `top` linearly over `durationMs` (SPEC §9: back-to-top is 500 ms linear). */
export function animateScrollTo(top: number, durationMs: number): void {
  const start = window.scrollY
  const startedAt = performance.now()
  const step = (now: number) => {
    const progress = Math.min(1, (now - startedAt) / durationMs)
    window.scrollTo(0, start + (top - start) * progress)
    if (progress < 1) requestAnimationFrame(step)
  }
  requestAnimationFrame(step)
}

export type ScrollDirection = 'up' | 'down' | null

/** Calls `onChange` with the window's scroll position and the direction of the last move, now and on every scroll. */
export function watchScroll(onChange: (y: number, direction: ScrollDirection) => void): void {
  let last = window.scrollY
  let direction: ScrollDirection = null
  onChange(last, direction)
  window.addEventListener(
    'scroll',
    () => {
      const y = window.scrollY
      if (y === last) return
      direction = y > last ? 'down' : 'up'
      last = y
      onChange(y, direction)
    },
    { passive: true },
  )
}
