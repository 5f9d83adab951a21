import type { DeliveryOutcome } from './forms/deliver.ts'
import type { PurgeDelivery } from './forms/form-service.ts'

/**
 * PURGE_WEBHOOK_URL: told the tags of every change notice, so that a CDN in front of the site
 * drops the pages it keeps (a small function of the operator's that calls the CDN's purge by tag,
 * or a Varnish with xkey). A POST of `{ "tags": [...] }` (JSON), with `Authorization: Bearer
 * PURGE_WEBHOOK_TOKEN` when set.
 *
 * A purge is kept in the outbox (`cdn-purge` entries: server/forms/form-service.ts `queuePurge`)
 * before the notice is answered, and sent after, so WordPress's save never waits on the CDN. An
 * answer other than 2xx, or none within 5 s, is retried as WordPress retries its notices: after
 * 30 s (PURGE_WEBHOOK_RETRY_BASE_MS), then doubling, 8 tries in all, by whichever instance is up
 * when it is due (with DATABASE_URL the outbox is every instance's).
 */
export interface PurgeWebhookOptions {
  url: string
  token?: string | undefined
  retryBaseMs?: number
  tries?: number
  timeoutMs?: number
  fetch?: typeof fetch
}

export const PURGE_WEBHOOK_TRIES = 8
export const PURGE_WEBHOOK_RETRY_BASE_MS = 30_000

/** One try at sending `tags` to the webhook: delivered on a 2xx, else to be tried again. */
export async function sendPurge(options: PurgeWebhookOptions, tags: readonly string[]): Promise<DeliveryOutcome> {
  const { url, token, timeoutMs = 5_000 } = options
  const send = options.fetch ?? fetch
  try {
    const response = await send(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ tags }),
      signal: AbortSignal.timeout(timeoutMs),
    })
    await response.body?.cancel()
    if (response.ok) return { outcome: 'delivered', response: null }
    return { outcome: 'retry', error: `the purge webhook (${new URL(url).origin}) answered ${response.status}` }
  } catch (error) {
    return { outcome: 'retry', error: `the purge webhook (${new URL(url).origin}) did not answer (${error instanceof Error ? error.message : String(error)})` }
  }
}

/** How the outbox sends purges to this webhook. */
export function purgeDelivery(options: PurgeWebhookOptions): PurgeDelivery {
  return {
    send: (tags) => sendPurge(options, tags),
    tries: options.tries ?? PURGE_WEBHOOK_TRIES,
    retryBaseMs: options.retryBaseMs ?? PURGE_WEBHOOK_RETRY_BASE_MS,
  }
}
