import { useEffect, useState } from 'react'

const loads = new Map<string, Promise<void>>()

/**
 * Links a stylesheet once per page and resolves when it has loaded (or failed: a widget is then
 * shown with the base styles rather than never). For the styles of what only appears on the
 * visitor's doing (popups, dialogs): they are no part of the first paint's inline CSS.
 */
export function loadStylesheet(href: string): Promise<void> {
  let load = loads.get(href)
  if (!load) {
    load = new Promise<void>((resolve) => {
      const link = Object.assign(document.createElement('link'), { rel: 'stylesheet', href })
      link.addEventListener('load', () => resolve())
      link.addEventListener('error', () => {
        console.error(`[styles] ${href} could not be loaded`)
        resolve()
      })
      document.head.append(link)
    })
    loads.set(href, load)
  }
  return load
}

/** Whether `href` is loaded, loading it once the component is in the browser (false on the server). */
export function useStylesheet(href: string): boolean {
  const [loaded, setLoaded] = useState(false)
  useEffect(() => {
    let current = true
    void loadStylesheet(href).then(() => current && setLoaded(true))
    return () => {
      current = false
    }
  }, [href])
  return loaded
}
