import { useEffect, useState } from 'react'
import { usePageFacts } from './usePageFacts.ts'
import { siteNow } from './site-clock.ts'

/** The time, ticking: the server's clock when the page was rendered first, so that hydration matches the server HTML, then the browser's (or the moment a live preview stands at: renderer/site-clock.ts). */
export function useNow(intervalMs = 1000): number {
  const { renderedAt, clockFrozenAt } = usePageFacts()
  const [now, setNow] = useState(renderedAt)
  useEffect(() => {
    const tick = () => setNow(siteNow({ clockFrozenAt }))
    tick()
    const timer = setInterval(tick, intervalMs)
    return () => clearInterval(timer)
  }, [intervalMs, clockFrozenAt])
  return now
}
