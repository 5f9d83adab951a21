import { lazy, Suspense, useEffect, useState } from 'react'
import { BlockErrorBoundary } from '../blocks/BlockErrorBoundary.tsx'

// Popups and notices are separate chunks, fetched after the page is interactive.
const CookieNotice = lazy(() => import('./CookieNotice.tsx'))
const ExitIntentPopup = lazy(() => import('./ExitIntentPopup.tsx'))
const SalesPopup = lazy(() => import('./SalesPopup.tsx'))

/** Engagement widgets: never in the server HTML or the critical path; they load once the browser is idle. */
export function DeferredWidgets() {
  const [ready, setReady] = useState(false)
  useEffect(() => {
    const start = () => setReady(true)
    if ('requestIdleCallback' in window) {
      const id = requestIdleCallback(start, { timeout: 2000 })
      return () => cancelIdleCallback(id)
    }
    const timer = setTimeout(start, 200)
    return () => clearTimeout(timer)
  }, [])
  if (!ready) return null
  return (
    // A widget that fails (its chunk did not load) disappears; the page stays.
    <BlockErrorBoundary name="deferred widgets">
      <Suspense fallback={null}>
        <CookieNotice />
        <ExitIntentPopup />
        <SalesPopup />
        <WidgetsReady />
      </Suspense>
    </BlockErrorBoundary>
  )
}

/** Marks the document once every widget has loaded and mounted (Suspense reveals them together). */
function WidgetsReady() {
  useEffect(() => {
    document.documentElement.dataset.widgets = 'ready'
  }, [])
  return null
}
