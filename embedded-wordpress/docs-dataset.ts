import { readFileSync } from 'node:fs'
import path from 'node:path'
import { z } from 'zod'
import { splitFrontMatter } from './front-matter.ts'
import { listHtmlFiles, stableId } from './dataset-files.ts'
import { LOCALE_CODES, type Locale } from '../content-rules/locales.ts'
import { DOC_GROUPS } from '../content-schemas/doc.ts'

/** What a doc file's front matter may say (content/docs/README.md). */
const docMetaSchema = z.object({
  title: z.string().min(1),
  excerpt: z.string().default(''),
  order: z.number().int(),
  modified: z.iso.datetime({ local: true }).default('2026-01-01T00:00:00'),
  /** Products only: the docs index groups them. */
  group: z.enum(DOC_GROUPS).optional(),
  /** Products only: where their docs live (default /docs/{product}/). */
  base: z
    .string()
    .regex(/^\/(?:[a-z0-9-]+\/)+$/)
    .optional(),
})

/** A doc of the dataset: a product (depth 0), a category or an article, in one language. */
export interface DatasetDoc {
  id: number
  lang: Locale
  slug: string
  /** The slugs from the product down to this doc: `['dokan', 'getting-started', 'install']`. */
  trail: string[]
  /** Same in every language: a translation and its original share it. */
  key: string
  parentKey: string | null
  meta: z.output<typeof docMetaSchema>
  markup: string
}

/**
 * content/docs/{lang}/{product}/…: a folder with children has its own text in index.html, an article
 * is {slug}.html. Ids are stable per language and path; a translation's parent is its original's
 * path in its own language, so every language needs the folders it translates into.
 */
export function loadDocs(root: string): DatasetDoc[] {
  const docs = LOCALE_CODES.flatMap((lang) => {
    const dir = path.join(root, 'docs', lang)
    return listHtmlFiles(dir).map((relative): DatasetDoc => {
      const file = path.join(dir, relative)
      const { meta, markup } = splitFrontMatter(readFileSync(file, 'utf8'), docMetaSchema, file)
      const parts = relative.replace(/\.html$/, '').split(path.sep)
      const trail = parts.at(-1) === 'index' ? parts.slice(0, -1) : parts
      if (trail.length === 0 || trail.some((slug) => !/^[a-z0-9-]+$/.test(slug))) throw new Error(`${file}: a doc's path must be lowercase slugs`)
      if (trail.length === 1 && !meta.group) throw new Error(`${file}: a product needs its "group" (plugins, modules or others)`)
      const key = trail.join('/')
      return {
        id: stableId(`doc:${lang}:${key}`),
        lang,
        slug: trail.at(-1)!,
        trail,
        key,
        parentKey: trail.length > 1 ? trail.slice(0, -1).join('/') : null,
        meta,
        markup,
      }
    })
  })
  const byKey = new Set(docs.map((doc) => `${doc.lang}:${doc.key}`))
  for (const doc of docs) {
    if (doc.parentKey && !byKey.has(`${doc.lang}:${doc.parentKey}`)) {
      throw new Error(`content/docs/${doc.lang}/${doc.key}: its parent ${doc.parentKey} has no index.html in ${doc.lang}`)
    }
  }
  return docs
}
