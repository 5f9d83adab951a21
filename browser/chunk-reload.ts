import { nextTask } from './next-task.ts'

/** SPEC §2, §9: when a code chunk fails to load, reload the page — at most once per 60 seconds. */
export const CHUNK_RELOAD_THROTTLE_MS = 60_000
const STORAGE_KEY = 'chunk-reload-at'

export function mayReload(now: number, lastReloadAt: number | null): boolean {
  return lastReloadAt === null || !Number.isFinite(lastReloadAt) || now - lastReloadAt >= CHUNK_RELOAD_THROTTLE_MS
}

const isChunkLoadError = (reason: unknown) =>
  reason instanceof Error && /dynamically imported module|Importing a module script failed|error loading dynamically imported module/i.test(reason.message)

let waitingForConnection = false

function reloadOnce(cause: unknown): void {
  // Offline, the chunk failed for want of a network, and a reload would swap the page being read
  // for the browser's error page: the page stays as it is, and reloads once the connection is back.
  if (!navigator.onLine) {
    if (waitingForConnection) return
    waitingForConnection = true
    console.warn('[chunks] a chunk failed to load while offline; reloading once back online:', cause)
    window.addEventListener(
      'online',
      () => {
        waitingForConnection = false
        reloadOnce(cause)
      },
      { once: true },
    )
    return
  }
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

/** Failures their importer recovers from itself (SPEC §8: a locale file failure is logged only). */
const recovered = new WeakSet<object>()

/** An importer that falls back on its own says so in its catch; the page is then not reloaded. */
export function recoveredFromChunkFailure(error: unknown): void {
  if (typeof error === 'object' && error !== null) recovered.add(error)
}

const wasRecovered = (error: unknown) => typeof error === 'object' && error !== null && recovered.has(error)

let installed = false

/** Idempotent: called before every client render, installs its listeners once. */
export function installChunkReload(): void {
  if (installed) return
  installed = true
  // Vite reports a failed dynamic import with this event before the importer sees the error:
  // wait a task, so that the importer's catch can mark it recovered.
  window.addEventListener('vite:preloadError', (event) => {
    const failure = (event as Event & { payload?: unknown }).payload
    void nextTask().then(() => {
      if (!wasRecovered(failure)) reloadOnce(failure)
    })
  })
  window.addEventListener('unhandledrejection', (event) => {
    if (isChunkLoadError(event.reason)) reloadOnce(event.reason)
  })
}

/** An importer that could not recover from a failed chunk: the page reloads (once per 60 s). */
export function reloadAfterChunkFailure(error: unknown): void {
  if (isChunkLoadError(error) && !wasRecovered(error)) reloadOnce(error)
}
