// @ts-check
/// <reference lib="webworker" />
/**
 * The site's service worker (registered at /sw.js, scope /).
 * - Hashed build files under /assets/ never change: served from the cache once fetched.
 * - Pages and page data go to the network; when it cannot be reached, pages get /offline.html.
 */
const sw = /** @type {ServiceWorkerGlobalScope} */ (/** @type {unknown} */ (self))

const OFFLINE_CACHE = 'offline-v1'
const ASSET_CACHE = 'assets-v1'
const OFFLINE_URL = '/offline.html'
/** Old builds' files are dropped first once the asset cache holds this many. */
const MAX_ASSETS = 120

sw.addEventListener('install', (event) => {
  event.waitUntil(caches.open(OFFLINE_CACHE).then((cache) => cache.add(new Request(OFFLINE_URL, { cache: 'reload' }))))
  sw.skipWaiting()
})

sw.addEventListener('activate', (event) => {
  const keep = new Set([OFFLINE_CACHE, ASSET_CACHE])
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((name) => !keep.has(name)).map((name) => caches.delete(name))))
      .then(() => sw.clients.claim()),
  )
})

/** @param {Request} request */
async function cachedAsset(request) {
  const cache = await caches.open(ASSET_CACHE)
  const hit = await cache.match(request)
  if (hit) return hit
  const response = await fetch(request)
  if (response.ok) {
    await cache.put(request, response.clone())
    const keys = await cache.keys() // oldest first
    await Promise.all(keys.slice(0, Math.max(0, keys.length - MAX_ASSETS)).map((key) => cache.delete(key)))
  }
  return response
}

/** @param {Request} request */
async function pageOrOffline(request) {
  try {
    return await fetch(request)
  } catch {
    const offline = await caches.match(OFFLINE_URL)
    return offline ?? Response.error()
  }
}

sw.addEventListener('fetch', (event) => {
  const { request } = event
  if (request.method !== 'GET') return
  const url = new URL(request.url)
  if (url.origin !== sw.location.origin) return
  if (url.pathname.startsWith('/assets/')) event.respondWith(cachedAsset(request))
  else if (request.mode === 'navigate') event.respondWith(pageOrOffline(request))
})
