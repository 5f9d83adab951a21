import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { Readable } from 'node:stream'
import type { MiddlewareHandler } from 'hono'
import { CONTENT_CODINGS, preferredCoding, type ContentCoding } from '../http/content-coding.ts'
import { EDITOR_CANVAS_STYLESHEET } from './editor-canvas-stylesheet.ts'

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
}

/**
 * Hashed build files never change; the service worker must be re-checked on every visit to update,
 * and the editor canvas's stylesheet (build/editor-canvas-css.ts) whenever wp-admin loads it, so
 * that the canvas follows the site as soon as it is deployed.
 */
function cacheControl(pathname: string): string {
  if (pathname.startsWith('/assets/')) return 'public, max-age=31536000, immutable'
  if (pathname === '/sw.js' || pathname === `/${EDITOR_CANVAS_STYLESHEET}`) return 'no-cache'
  return 'public, max-age=3600'
}

/** Precompressed variants written at build time (server/assets/precompress.ts). */
const EXTENSIONS: Record<ContentCoding, string> = { br: '.br', gzip: '.gz', identity: '' }

/** The built client file at a URL path (decoded), or null where there is none (or the path leaves `base`). */
export function staticFileOf(base: string, pathname: string): string | null {
  const file = path.resolve(base, `.${pathname}`)
  return file.startsWith(base + path.sep) && existsSync(file) && statSync(file).isFile() ? file : null
}

/** What a browser that accepts brotli is sent for the client file at `pathname`, in bytes; null where there is no such file. */
export function brotliBytesOf(root: string, pathname: string): number | null {
  const file = staticFileOf(path.resolve(root), pathname)
  if (!file) return null
  return statSync(existsSync(`${file}.br`) ? `${file}.br` : file).size
}

/** A static `import … from "x.js"` / `import "x.js"` (or re-export) of a built module: what the browser loads with it. */
const STATIC_IMPORT = /(?:^|[;}\n])\s*(?:import|export)\s*(?:[\w$*{}\s,]+from\s*)?["']([^"']+\.js)["']/g

/** The client files a built module at `pathname` imports statically, as URL paths; [] where there is no such file. */
export function staticImportsOf(root: string, pathname: string): string[] {
  const file = staticFileOf(path.resolve(root), pathname)
  if (!file || !file.endsWith('.js')) return []
  const source = readFileSync(file, 'utf8')
  return [...source.matchAll(STATIC_IMPORT)].map((match) => new URL(match[1] as string, `http://site.invalid${pathname}`).pathname)
}

/**
 * Serves the built client files. Hashed files under /assets/ are immutable for a year; others
 * revalidate. Brotli or gzip variants are sent when the browser accepts them.
 */
export function staticAssets(root: string): MiddlewareHandler {
  const base = path.resolve(root)
  return async (c, next) => {
    // Pages end with a slash (SPEC §2), files never: a page costs no file-system look-up.
    if ((c.req.method !== 'GET' && c.req.method !== 'HEAD') || c.req.path.endsWith('/')) return next()
    let pathname: string
    try {
      pathname = decodeURIComponent(new URL(c.req.url).pathname)
    } catch {
      return next() // malformed percent-encoding names no file (the request guard answers it)
    }
    const file = staticFileOf(base, pathname)
    if (!file) return next()

    const offered = CONTENT_CODINGS.filter((coding) => existsSync(file + EXTENSIONS[coding]))
    const coding = preferredCoding(c.req.header('accept-encoding'), offered)
    const sendFile = file + EXTENSIONS[coding]
    const headers: Record<string, string> = {
      'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream',
      'Content-Length': String(statSync(sendFile).size),
      'Cache-Control': cacheControl(pathname),
      Vary: 'Accept-Encoding',
    }
    if (coding !== 'identity') headers['Content-Encoding'] = coding
    if (c.req.method === 'HEAD') return c.body(null, 200, headers)
    return c.body(Readable.toWeb(createReadStream(sendFile)) as ReadableStream, 200, headers)
  }
}
