import { useEffect, useState } from 'react'

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

export type ScrollState = { y: number; direction: 'up' | 'down' | null }

/** The window's scroll position and the direction of the last move. */
export function useScrollState(): ScrollState {
  const [state, setState] = useState<ScrollState>({ y: 0, direction: null })
  useEffect(() => {
    let last = window.scrollY
    const onScroll = () => {
      const y = window.scrollY
      if (y === last) return
      setState({ y, direction: y > last ? 'down' : 'up' })
      last = y
    }
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => window.removeEventListener('scroll', onScroll)
  }, [])
  return state
}
