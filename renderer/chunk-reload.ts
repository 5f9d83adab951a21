/** SPEC §2, §9: when a code chunk fails to load, reload the page — at most once per 60 seconds. */
export const CHUNK_RELOAD_THROTTLE_MS = 60_000
const STORAGE_KEY = 'chunk-reload-at'

export function mayReload(now: number, lastReloadAt: number | null): boolean {
  return lastReloadAt === null || !Number.isFinite(lastReloadAt) || now - lastReloadAt >= CHUNK_RELOAD_THROTTLE_MS
}

const isChunkLoadError = (reason: unknown) =>
  reason instanceof Error && /dynamically imported module|Importing a module script failed|error loading dynamically imported module/i.test(reason.message)

function reloadOnce(cause: unknown): void {
  const stored = sessionStorage.getItem(STORAGE_KEY)
  const now = Date.now()
  if (!mayReload(now, stored === null ? null : Number(stored))) {
    console.error('[chunks] a chunk failed to load again within 60 s; not reloading:', cause)
    return
  }
  sessionStorage.setItem(STORAGE_KEY, String(now))
  console.error('[chunks] a chunk failed to load; reloading the page:', cause)
  window.location.reload()
}

let installed = false

/** Idempotent: called before every client render, installs its listeners once. */
export function installChunkReload(): void {
  if (installed) return
  installed = true
  // Vite reports failed preloads of dynamic imports with this event.
  window.addEventListener('vite:preloadError', (event) => reloadOnce((event as Event & { payload?: unknown }).payload))
  window.addEventListener('unhandledrejection', (event) => {
    if (isChunkLoadError(event.reason)) reloadOnce(event.reason)
  })
}
