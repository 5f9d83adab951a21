import { cdnPurgeTags } from './cdn-tags.ts'

/**
 * PURGE_WEBHOOK_URL: told the tags of every change notice, so that a CDN in front of the site
 * drops the pages it keeps (a small function of the operator's that calls the CDN's purge by tag,
 * or a Varnish with xkey). A POST of `{ "tags": [...] }` (JSON), with `Authorization: Bearer
 * PURGE_WEBHOOK_TOKEN` when set. Sent after the site has answered the notice, so WordPress's save
 * never waits on the CDN; an answer other than 2xx, or none within 5 s, is retried as WordPress
 * retries its notices: after 30 s, then doubling, 8 tries in all (PURGE_WEBHOOK_RETRY_BASE_MS).
 */
export interface PurgeWebhookOptions {
  url: string
  token?: string
  retryBaseMs?: number
  tries?: number
  timeoutMs?: number
  fetch?: typeof fetch
}

export const PURGE_WEBHOOK_TRIES = 8

export function purgeWebhookFromEnv(env: NodeJS.ProcessEnv = process.env): PurgeWebhookOptions | null {
  const url = env.PURGE_WEBHOOK_URL
  if (!url) return null
  if (!/^https?:\/\//i.test(url)) throw new Error(`PURGE_WEBHOOK_URL must be an http(s) URL; it is '${url}'`)
  return {
    url,
    token: env.PURGE_WEBHOOK_TOKEN || undefined,
    retryBaseMs: env.PURGE_WEBHOOK_RETRY_BASE_MS ? Number(env.PURGE_WEBHOOK_RETRY_BASE_MS) : undefined,
  }
}

/** Returns the function that sends a purge (and its retries) in the background. */
export function createPurgeWebhook(options: PurgeWebhookOptions) {
  const { url, token, retryBaseMs = 30_000, tries = PURGE_WEBHOOK_TRIES, timeoutMs = 5_000 } = options
  const send = options.fetch ?? fetch
  const target = new URL(url).origin

  async function attempt(tags: string[], number: number): Promise<void> {
    let why: string
    try {
      const response = await send(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify({ tags }),
        signal: AbortSignal.timeout(timeoutMs),
      })
      await response.body?.cancel()
      if (response.ok) {
        if (number > 1) console.log(`[purge] the purge webhook took ${tags.length} tags on try ${number}`)
        return
      }
      why = `it answered ${response.status}`
    } catch (error) {
      why = error instanceof Error ? error.message : String(error)
    }
    if (number >= tries) {
      console.error(
        `[purge] the purge webhook (${target}) did not take ${tags.length} tags after ${number} tries (${why}): a CDN may serve those pages until they expire there`,
      )
      return
    }
    const delay = retryBaseMs * 2 ** (number - 1)
    console.error(`[purge] the purge webhook (${target}) did not take ${tags.length} tags (${why}); trying again in ${delay / 1000} s`)
    // Unreferenced: a stopping server does not wait for a retry (the CDN's copy expires by itself).
    setTimeout(() => void attempt(tags, number + 1), delay).unref()
  }

  return {
    /** Sends the tags of a change (and the broader ones that stand in for them: server/cdn-tags.ts). */
    purge(tags: string[]): void {
      void attempt(cdnPurgeTags(tags), 1)
    },
  }
}
