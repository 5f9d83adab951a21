import { Hono } from 'hono'
import { contentChangeNoticeSchema } from '../../content-schemas/content-change.ts'
import { changeTags } from '../../cms/content-tags.ts'
import { purgeDependents } from '../../cms/dependencies.ts'
import { readSignedJson } from './signed-json.ts'

/**
 * POST /api/content-changed: WordPress says what was published, updated, unpublished or trashed
 * (signed with the purge secret). The site drops exactly what depends on it, in every cache and
 * every language (content answers, block trees, rendered pages); the next visitor gets it fresh.
 */
export function contentChangedApi(options: { secret: string | null }) {
  return new Hono().post('/api/content-changed', async (c) => {
    if (!options.secret) return c.json({ error: 'Change notices are off: the site has no PURGE_SECRET.' }, 404)
    const notice = await readSignedJson(c, { secret: options.secret, schema: contentChangeNoticeSchema, what: 'change notice' })
    if ('refused' in notice) return notice.refused
    const tags = [...new Set(notice.data.changes.flatMap(changeTags))]
    const dropped = purgeDependents(tags)
    console.log(`[purge] ${notice.data.changes.length} change(s): ${tags.join(' ')}; ${dropped} cached entries dropped`)
    return c.json({ tags, dropped })
  })
}
