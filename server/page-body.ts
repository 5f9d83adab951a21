import { createHash } from 'node:crypto'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import type { ContentCoding } from './content-coding.ts'

const brotli = promisify(brotliCompress)
const gz = promisify(gzip)

/**
 * A rendered page's bytes with its ETag and its compressed forms. Each form is made once, on the
 * first request that wants it, and reused by every later request for the same render (the page
 * cache keeps this object), so a cached page costs no compression per request.
 */
export interface PageBody {
  readonly text: string
  /** A strong validator: the same bytes give the same tag in every process. */
  readonly etag: string
  bytes(coding: ContentCoding): Promise<Buffer>
}

/** Brotli at quality 5: near gzip -9's speed, about a tenth smaller; the render is the cost that matters. */
const BROTLI_QUALITY = 5

function compress(identity: Buffer, coding: ContentCoding): Promise<Buffer> {
  switch (coding) {
    case 'br':
      return brotli(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: identity.length } })
    case 'gzip':
      return gz(identity, { level: 6 })
    case 'identity':
      return Promise.resolve(identity)
  }
}

export function pageBody(text: string): PageBody {
  const identity = Buffer.from(text)
  const etag = `"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`
  const forms = new Map<ContentCoding, Promise<Buffer>>()
  return {
    text,
    etag,
    bytes(coding) {
      let form = forms.get(coding)
      if (!form) {
        form = compress(identity, coding)
        forms.set(coding, form)
      }
      return form
    },
  }
}

/** Whether an If-None-Match header names this tag (weak comparison, RFC 9110 §13.1.2). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false
  if (ifNoneMatch.trim() === '*') return true
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)
}
