/** Registers the site's service worker (public/sw.js: cached build files, offline page); production only. */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return
  navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch((error: unknown) => {
    console.warn('[sw] registration failed:', error instanceof Error ? error.message : error)
  })
}
