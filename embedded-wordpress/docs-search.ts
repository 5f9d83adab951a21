import Database from 'better-sqlite3'
import type { DatasetDoc } from './docs-dataset.ts'
import type { Locale } from '../content-rules/locales.ts'
import { plainText } from '../content-rules/plain-text.ts'

/** At most this many words of a query count (a pasted page is not a query). */
const MAX_TERMS = 8
/** A word longer than this is cut (no index term is that long). */
const MAX_TERM_LENGTH = 40

/**
 * The words of a visitor's query as an FTS5 query: each a quoted prefix (`"vend"*`), all required.
 * Quoting makes every character literal, so no input is FTS5 syntax; null when no word is left.
 */
export function ftsQuery(input: string): string | null {
  const words = (input.normalize('NFC').match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, MAX_TERMS).map((w) => w.slice(0, MAX_TERM_LENGTH))
  return words.length ? words.map((w) => `"${w}"*`).join(' ') : null
}

export interface DocsIndex {
  /** Docs matching every word of `query` (prefixes, accents folded), best first: titles weigh more. */
  search(query: string, options: { lang: Locale; rootKey?: string; limit: number }): DatasetDoc[]
}

/**
 * Full-text search over the docs' titles and text: SQLite FTS5 in memory, built once per dataset.
 * unicode61 with remove_diacritics folds accents (`configuracion` finds `configuración`).
 */
export function createDocsIndex(docs: DatasetDoc[]): DocsIndex {
  const db = new Database(':memory:')
  db.exec(`CREATE VIRTUAL TABLE docs USING fts5(title, body, lang UNINDEXED, root UNINDEXED, tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3 4')`)
  const insert = db.prepare('INSERT INTO docs (rowid, title, body, lang, root) VALUES (?, ?, ?, ?, ?)')
  db.transaction(() => {
    // Block comments are not text: plainText leaves them out.
    for (const doc of docs) insert.run(doc.id, doc.meta.title, plainText(doc.markup), doc.lang, doc.trail[0])
  })()
  const byId = new Map(docs.map((doc) => [doc.id, doc]))
  const select = db.prepare<[string, string, string | null, string | null, number], { id: number }>(
    `SELECT rowid AS id FROM docs WHERE docs MATCH ? AND lang = ? AND (? IS NULL OR root = ?) ORDER BY bm25(docs, 10.0, 1.0) LIMIT ?`,
  )
  return {
    search(query, { lang, rootKey, limit }) {
      const match = ftsQuery(query)
      if (!match) return []
      return select.all(match, lang, rootKey ?? null, rootKey ?? null, limit).flatMap((row) => byId.get(row.id) ?? [])
    },
  }
}
