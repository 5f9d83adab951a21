import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { decodePageEntry, encodePageEntry, pageEntry, type PageEntry } from './page-entry.ts'

const FACTS = {
  statusCode: 200,
  headers: [['content-type', 'text/html;charset=utf-8']] as [string, string][],
  tags: new Set(['site', 'item:7']),
  renderedAt: 0,
  freshUntil: 1,
  expiresAt: 2,
  sourceFailingSince: null,
}

/** A page of about 30 KB, as the site's are: its compressed forms are smaller than the 16 KB chunk zlib writes into. */
const HTML = `<!doctype html><html lang="en"><body><main>${Array.from({ length: 600 }, (_, i) => `<p>Paragraph ${i} of the page, ${(i * 7919) % 1000}.</p>`).join('')}</main></body></html>`

/** The memory a Buffer keeps alive: the whole ArrayBuffer it is a view of. */
const held = (bytes: Buffer) => bytes.buffer.byteLength

const ownsItsBytes = (entry: PageEntry) => {
  expect(held(entry.br)).toBe(entry.br.length)
  expect(held(entry.gzip)).toBe(entry.gzip.length)
}

describe('page entry', () => {
  it('keeps each compressed form in memory of its own, no larger than the form (not the view of a zlib chunk)', async () => {
    const entry = await pageEntry(HTML, FACTS)
    expect(entry.br.length).toBeLessThan(16 * 1024)
    ownsItsBytes(entry)
    expect(brotliDecompressSync(entry.br).toString()).toBe(HTML)
    expect(gunzipSync(entry.gzip).toString()).toBe(HTML)
    // What the page store counts is what the entry holds.
    expect(entry.bytes).toBeGreaterThanOrEqual(held(entry.br) + held(entry.gzip))
  })

  it('reads an entry from the shared store into memory of its own, not views of the bytes read', async () => {
    const entry = await pageEntry(HTML, FACTS)
    const decoded = decodePageEntry(encodePageEntry(entry))
    ownsItsBytes(decoded)
    expect(decoded.br.equals(entry.br)).toBe(true)
    expect(decoded.gzip.equals(entry.gzip)).toBe(true)
    expect(decoded.etag).toBe(entry.etag)
    expect(decoded.bytes).toBe(entry.bytes)
  })
})
