import { Hono } from 'hono'
import { contentChangeNoticeSchema } from '../../content-schemas/content-change.ts'
import { changeTags } from '../../cms/content-tags.ts'
import { purgeDependents } from '../../cms/dependencies.ts'
import type { SharedStore } from '../../cms/shared-store.ts'
import { readSignedJson } from './signed-json.ts'
import { createReplayGuard } from './replay-guard.ts'
import { createRateLimit } from '../api/rate-limit.ts'
import { addressOf } from '../http/client-address.ts'

/**
 * Notices a source address may send a minute: WordPress sends one per save (500 changes at most
 * each), so a whole team publishing stays far below it, and a flood of forged or replayed ones
 * costs no more than this many signature checks.
 */
export const CHANGE_NOTICES_PER_MINUTE = 120

export interface ContentChangedOptions {
  secret: string | null
  /** The store the instances share (REDIS_URL): the purge is made there, and every instance hears of it. */
  shared?: SharedStore
  /**
   * Told the tags of every change once the site has dropped them: keeps the CDN's purge
   * (server/purge-webhook.ts); a rejection refuses the notice (503), so that WordPress sends it again.
   */
  onPurged?: (tags: string[]) => Promise<void>
  now?: () => number
}

/**
 * POST /api/content-changed: WordPress says what was published, updated, unpublished or trashed
 * (signed with the purge secret). The site drops exactly what depends on it, in every cache and
 * every language (content answers, block trees, rendered pages), on every instance; the next
 * visitor gets it fresh. When the shared store cannot be reached the notice is refused (503), so
 * that WordPress sends it again (signed anew): the other instances have not heard of it. A notice
 * sent again as it was (a replay) is refused, and so is a flood from one address (429).
 */
export function contentChangedApi(options: ContentChangedOptions) {
  const { shared, now } = options
  const rateLimit = createRateLimit({ limit: CHANGE_NOTICES_PER_MINUTE, windowMs: 60_000, shared, now })
  // A captured notice sent again is refused (409): its signature is remembered while it holds.
  const replays = createReplayGuard({ shared, now })
  return new Hono().post('/api/content-changed', async (c) => {
    if (!options.secret) return c.json({ error: 'Change notices are off: the site has no PURGE_SECRET.' }, 404)
    const address = addressOf(c)
    const wait = await rateLimit.hit(`change-notice:${address}`)
    if (wait !== null) {
      console.warn(`[change notice] ${address}: more than ${CHANGE_NOTICES_PER_MINUTE} notices a minute, refused for ${wait} s`)
      return c.json({ error: `Too many change notices. Try again in ${wait} seconds.` }, 429, { 'Retry-After': String(wait) })
    }
    const notice = await readSignedJson(c, { secret: options.secret, schema: contentChangeNoticeSchema, what: 'change notice', replays, now })
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
    try {
      await options.onPurged?.(tags)
    } catch (error) {
      console.error(
        `[purge] the CDN's purge could not be kept (${error instanceof Error ? error.message : String(error)}): WordPress will send the notice again`,
      )
      return c.json({ error: 'The CDN purge cannot be queued; send the notice again later.' }, 503, { 'Retry-After': '30' })
    }
    return c.json({ tags, dropped })
  })
}
