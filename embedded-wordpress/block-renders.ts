import { createHash } from 'node:crypto'
import { z } from 'zod'
import { blockRenderSchema, type BlockRender } from '../content-schemas/page.ts'

/**
 * WordPress's renders of the dataset's dynamic blocks (content/block-renders.json). The embedded API
 * cannot run WordPress's PHP, so `npm run wp:renders` asks a WordPress with the dataset imported and
 * keeps its answer: for each item (by its path, such as `/es/resources/`) the hash of the markup it
 * was rendered from and the renders, WordPress's home written as {{home}}.
 */
export const HOME_PLACEHOLDER = '{{home}}'

export const blockRendersFileSchema = z.record(
  z.string().regex(/^\/(?:[^\s]*\/)?$/),
  z.object({ markup: z.string().regex(/^[A-Za-z0-9_-]{43}$/), renders: z.array(blockRenderSchema) }),
)
export type BlockRendersFile = z.output<typeof blockRendersFileSchema>

export const markupDigest = (markup: string) => createHash('sha256').update(markup).digest('base64url')

const reportedStale = new Set<string>()

/**
 * The renders of the item at `path`, its links on `origin`; none for an item WordPress renders
 * nothing dynamic in, and none (with one log line) when the markup changed since they were captured.
 */
export function blockRendersOf(file: BlockRendersFile, path: string, markup: string, origin: string): BlockRender[] {
  const entry = file[path]
  if (!entry) return []
  if (entry.markup !== markupDigest(markup)) {
    if (!reportedStale.has(path)) console.warn(`[content] block renders of ${path} are older than its markup: run npm run wp:renders`)
    reportedStale.add(path)
    return []
  }
  return entry.renders.map((render) => ({ ...render, html: render.html.replaceAll(HOME_PLACEHOLDER, origin) }))
}
