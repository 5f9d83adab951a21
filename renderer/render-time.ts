import { createContext } from 'react'

/**
 * The server's clock when the page was rendered (AppProviders), read through usePageFacts:
 * time-dependent components render it first, so that hydration matches the server HTML (useNow).
 */
export const RenderTimeContext = createContext<number | null>(null)
