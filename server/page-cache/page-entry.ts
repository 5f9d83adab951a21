import { createHash } from 'node:crypto'
import { promisify } from 'node:util'
import { brotliCompress, constants, gunzip, gzip, type BrotliOptions } from 'node:zlib'
import { frame, unframe } from '../../cms/framed-bytes.ts'
import type { ContentCoding } from '../http/content-coding.ts'

const brotli = promisify(brotliCompress)
const gz = promisify(gzip)
const gunzipped = promisify(gunzip)

/**
 * A rendered page as the page cache keeps it: only what an answer needs. The body is kept in its
 * brotli and gzip forms, made once when the page is rendered; a client that accepts neither gets
 * the gzip form decoded on the fly. No text of the page is kept.
 */
export interface PageEntry {
  readonly statusCode: number
  /** vike's headers and the page's own policy, worked out once per render. */
  readonly headers: readonly [string, string][]
  /** A strong validator: the same bytes give the same tag in every process. */
  readonly etag: string
  readonly br: Buffer
  readonly gzip: Buffer
  /** The content the page was built from (cms/content-tags.ts); a change notice naming one drops it. */
  readonly tags: ReadonlySet<string>
  readonly renderedAt: number
  /** Until then it is served as it is; after, still served while it is rendered again (in the background). */
  readonly freshUntil: number
  /** Never served after this (its content's own end, such as a campaign's, or its stale window's). */
  readonly expiresAt: number
  /** Rendered while the content source was failing, since then (ms since the epoch); null when it answered. */
  readonly sourceFailingSince: number | null
  /** What the entry weighs in memory (bodies, headers, tags). */
  readonly bytes: number
}

/**
 * Brotli at its best quality: a page is compressed once per render (a day's lifetime, or until its
 * content changes) and sent to every visitor after, so the bytes matter more than the ~40 ms it
 * takes (on libuv's threads). Quality 5 made pages 10 to 12 % larger (docs/architecture.md, "Styles: a page carries what it shows").
 */
const BROTLI_QUALITY = constants.BROTLI_MAX_QUALITY
/** The window fitted to the page (brotli's minimum 2^10, default 2^22): the same ratio with far less memory per compression. */
const brotliWindow = (bytes: number) => Math.min(constants.BROTLI_MAX_WINDOW_BITS, Math.max(constants.BROTLI_MIN_WINDOW_BITS, Math.ceil(Math.log2(bytes + 1))))

/** How a page of `bytes` is compressed with brotli: as the page cache keeps it, and as the site checks weigh it. */
export function pageBrotliOptions(bytes: number): BrotliOptions {
  return {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes,
      [constants.BROTLI_PARAM_LGWIN]: brotliWindow(bytes),
    },
  }
}

export interface PageEntryFacts {
  statusCode: number
  headers: [string, string][]
  tags: ReadonlySet<string>
  renderedAt: number
  freshUntil: number
  expiresAt: number
  sourceFailingSince: number | null
}

const weigh = (facts: Omit<PageEntry, 'bytes'>) =>
  facts.br.length + facts.gzip.length + JSON.stringify(facts.headers).length + [...facts.tags].reduce((sum, tag) => sum + tag.length + 16, 0) + 256

/**
 * `bytes` in memory of their own, no more. zlib's answer is a view of the 16 KB chunk it wrote
 * into (or of an 8 KB slab of Buffer's pool): a page of 7 KB kept for a day would hold 16 KB, and
 * the page store, which counts 7, would hold a third more than it says.
 */
function ownBytes(bytes: Buffer): Buffer {
  if (bytes.byteOffset === 0 && bytes.length === bytes.buffer.byteLength) return bytes
  const copy = Buffer.allocUnsafeSlow(bytes.length)
  bytes.copy(copy)
  return copy
}

/** Compresses a rendered page once, in both forms (on libuv's threads: the page's render goes on meanwhile). */
export async function pageEntry(text: string, facts: PageEntryFacts): Promise<PageEntry> {
  const identity = Buffer.from(text)
  const etag = `"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`
  const [br, gzip] = await Promise.all([brotli(identity, pageBrotliOptions(identity.length)), gz(identity, { level: 6 })])
  const entry = { ...facts, etag, br: ownBytes(br), gzip: ownBytes(gzip) }
  return { ...entry, bytes: weigh(entry) }
}

/** The body in `coding`: a kept form, or for identity the gzip form decoded. */
export function pageBytes(entry: PageEntry, coding: ContentCoding): Promise<Buffer> | Buffer {
  if (coding === 'br') return entry.br
  if (coding === 'gzip') return entry.gzip
  return gunzipped(entry.gzip)
}

type SharedHeader = Omit<PageEntry, 'br' | 'gzip' | 'tags' | 'bytes' | 'expiresAt'> & { tags: string[]; expiresAt: number | null }

/** An entry as bytes for the shared store (every instance reads the same). */
export function encodePageEntry(entry: PageEntry): Buffer {
  const header: SharedHeader = {
    statusCode: entry.statusCode,
    headers: entry.headers,
    etag: entry.etag,
    tags: [...entry.tags],
    renderedAt: entry.renderedAt,
    freshUntil: entry.freshUntil,
    expiresAt: Number.isFinite(entry.expiresAt) ? entry.expiresAt : null,
    sourceFailingSince: entry.sourceFailingSince,
  }
  return frame(header, entry.br, entry.gzip)
}

export function decodePageEntry(bytes: Buffer): PageEntry {
  const { header, parts } = unframe(bytes)
  const h = header as SharedHeader
  const [br, gzip] = parts
  if (!br || !gzip || typeof h.etag !== 'string' || !Array.isArray(h.headers)) throw new Error('not a page entry')
  // Copies: the parts are views of the whole buffer, which would otherwise stay in memory with them.
  const entry = { ...h, tags: new Set(h.tags), expiresAt: h.expiresAt ?? Infinity, br: ownBytes(br), gzip: ownBytes(gzip) }
  return { ...entry, bytes: weigh(entry) }
}

/** Whether an If-None-Match header names this tag (weak comparison, RFC 9110 §13.1.2). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false
  if (ifNoneMatch.trim() === '*') return true
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)
}
