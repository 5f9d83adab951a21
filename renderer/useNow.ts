import { createContext, useContext, useEffect, useState } from 'react'

/**
 * The server's clock when the page was rendered. Time-dependent components render this first, so
 * that hydration matches the server HTML, then switch to the browser's clock.
 */
export const RenderTimeContext = createContext<number | null>(null)

export function useNow(intervalMs = 1000): number {
  const renderedAt = useContext(RenderTimeContext)
  const [now, setNow] = useState(() => renderedAt ?? Date.now())
  useEffect(() => {
    setNow(Date.now())
    const timer = setInterval(() => setNow(Date.now()), intervalMs)
    return () => clearInterval(timer)
  }, [intervalMs])
  return now
}
