import { useEffect, useState } from 'react'
import { usePageFacts } from './usePageFacts.ts'

/** The time, ticking: the server's clock when the page was rendered first, so that hydration matches the server HTML, then the browser's. */
export function useNow(intervalMs = 1000): number {
  const { renderedAt } = usePageFacts()
  const [now, setNow] = useState(renderedAt)
  useEffect(() => {
    setNow(Date.now())
    const timer = setInterval(() => setNow(Date.now()), intervalMs)
    return () => clearInterval(timer)
  }, [intervalMs])
  return now
}
