import { Hono } from 'hono'
import { z } from 'zod'
import { contentChangeNoticeSchema } from '../../content-schemas/content-change.ts'
import { changeTags } from '../../cms/content-tags.ts'
import { purgeDependents } from '../../cms/dependencies.ts'
import { SIGNATURE_HEADER, signedRequestProblem } from './signatures.ts'

/**
 * POST /api/content-changed: WordPress says what was published, updated, unpublished or trashed
 * (signed with the purge secret). The site drops exactly what depends on it, in every cache and
 * every language (content answers, block trees, rendered pages); the next visitor gets it fresh.
 */
export function contentChangedApi(options: { secret: string | null }) {
  return new Hono().post('/api/content-changed', async (c) => {
    if (!options.secret) return c.json({ error: 'Change notices are off: the site has no PURGE_SECRET.' }, 404)
    const body = await c.req.text()
    const problem = signedRequestProblem(options.secret, c.req.header(SIGNATURE_HEADER), body)
    if (problem) {
      console.warn(`[purge] change notice refused: ${problem}`)
      return c.json({ error: `Not allowed: ${problem}.` }, 401)
    }
    let json: unknown
    try {
      json = JSON.parse(body)
    } catch {
      return c.json({ error: 'The body is not JSON.' }, 400)
    }
    const notice = contentChangeNoticeSchema.safeParse(json)
    if (!notice.success) return c.json({ error: `Invalid change notice: ${z.prettifyError(notice.error)}` }, 400)
    const tags = [...new Set(notice.data.changes.flatMap(changeTags))]
    const dropped = purgeDependents(tags)
    console.log(`[purge] ${notice.data.changes.length} change(s): ${tags.join(' ')}; ${dropped} cached entries dropped`)
    return c.json({ tags, dropped })
  })
}
