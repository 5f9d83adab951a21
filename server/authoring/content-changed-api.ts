import { Hono } from 'hono'
import { contentChangeNoticeSchema } from '../../content-schemas/content-change.ts'
import { changeTags } from '../../cms/content-tags.ts'
import { purgeDependents } from '../../cms/dependencies.ts'
import type { SharedStore } from '../../cms/shared-store.ts'
import { readSignedJson } from './signed-json.ts'

export interface ContentChangedOptions {
  secret: string | null
  /** The store the instances share (REDIS_URL): the purge is made there, and every instance hears of it. */
  shared?: SharedStore
  /** Told the tags of every change once the site has dropped them (the CDN's purge: server/purge-webhook.ts). */
  onPurged?: (tags: string[]) => void
}

/**
 * POST /api/content-changed: WordPress says what was published, updated, unpublished or trashed
 * (signed with the purge secret). The site drops exactly what depends on it, in every cache and
 * every language (content answers, block trees, rendered pages), on every instance; the next
 * visitor gets it fresh. When the shared store cannot be reached the notice is refused (503), so
 * that WordPress sends it again: the other instances have not heard of it.
 */
export function contentChangedApi(options: ContentChangedOptions) {
  return new Hono().post('/api/content-changed', async (c) => {
    if (!options.secret) return c.json({ error: 'Change notices are off: the site has no PURGE_SECRET.' }, 404)
    const notice = await readSignedJson(c, { secret: options.secret, schema: contentChangeNoticeSchema, what: 'change notice' })
    if ('refused' in notice) return notice.refused
    const tags = [...new Set(notice.data.changes.flatMap(changeTags))]
    const dropped = purgeDependents(tags)
    console.log(`[purge] ${notice.data.changes.length} change(s): ${tags.join(' ')}; ${dropped} cached entries dropped`)
    if (options.shared) {
      try {
        await options.shared.purge(tags)
      } catch (error) {
        console.error(
          `[purge] the other instances could not be told (${error instanceof Error ? error.message : String(error)}): WordPress will send the notice again`,
        )
        return c.json({ error: 'The shared cache is unavailable; send the notice again later.' }, 503, { 'Retry-After': '30' })
      }
    }
    options.onPurged?.(tags)
    return c.json({ tags, dropped })
  })
}
