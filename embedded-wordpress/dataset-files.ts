import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import type { z } from 'zod'

// What every part of the dataset (pages, docs, …) reads its files with.

/** Stable id from a string (FNV-1a, 31 bits): the same file keeps its id across runs and machines. */
export function stableId(key: string): number {
  let hash = 0x811c9dc5
  for (let i = 0; i < key.length; i++) {
    hash ^= key.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193)
  }
  return hash >>> 1 || 1
}

export function listHtmlFiles(dir: string, base = dir): string[] {
  if (!existsSync(dir)) return []
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return listHtmlFiles(full, base)
    return entry.name.endsWith('.html') ? [path.relative(base, full)] : []
  })
}

/** A JSON file of the dataset checked by `schema` (an error names the file); `empty` when there is none. */
export function loadJson<S extends z.ZodType>(file: string, schema: S, empty: z.output<S>): z.output<S> {
  if (!existsSync(file)) return empty
  const parsed = schema.safeParse(JSON.parse(readFileSync(file, 'utf8')))
  if (!parsed.success) throw new Error(`${file}: ${parsed.error.message}`)
  return parsed.data
}
