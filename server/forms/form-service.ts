import type { FormEntry, FormKind, FormResult } from '../../content-schemas/forms.ts'
import { formServiceResponseSchema } from '../../content-schemas/forms.ts'
import { deliverSubmission, type DeliveryOutcome } from './deliver.ts'
import { allowedDemoRedirect, type FormServicesConfig } from './form-services.ts'
import { randomUUID } from 'node:crypto'
import { CDN_PURGE, type Outbox, type OutboxEntry, type OutboxKind } from './outbox.ts'

/**
 * Forms whose visitor is done once the submission is stored: a subscription or a seat is delivered
 * when the service answers again. A demo request needs the service's answer now (its demo link).
 */
export const DELIVERED_LATER_IS_SUCCESS: ReadonlySet<FormKind> = new Set(['newsletter', 'webinar'])

/** Retries back off from `baseMs` (30 s), doubling, to at most an hour. */
export function retryDelayMs(attempts: number, baseMs = 30_000): number {
  return Math.min(baseMs * 2 ** Math.max(0, attempts - 1), 3_600_000)
}

interface Options {
  outbox: Outbox
  config: FormServicesConfig
  now?: () => number
  deliver?: typeof deliverSubmission
  /** First retry delay (FORMS_RETRY_BASE_MS); later ones double. */
  retryBaseMs?: number
  /** The most submissions waiting for delivery (FORMS_MAX_PENDING); past it new ones are refused, never dropped. */
  maxPending?: number
  /** How long delivered submissions are kept (FORMS_RETENTION_DAYS), then pruned. */
  retentionMs?: number
  /**
   * How long one delivery attempt holds its submission (FORMS_CLAIM_MS): longer than a delivery may
   * take (8 s). A claim left by an instance that died expires after it, and the submission is delivered again.
   */
  claimMs?: number
  /** How the CDN purges the outbox keeps are sent (PURGE_WEBHOOK_URL: server/purge-webhook.ts); none: no purge is kept. */
  purges?: PurgeDelivery | null
  /** Where deliveries and purges are counted (server/metrics/site-metrics.ts); none: they are not. */
  metrics?: DeliveryCounts
}

/** How an attempt to deliver an outbox entry ended, as the outbox records it. */
export const DELIVERY_RESULTS = ['delivered', 'retry', 'rejected'] as const
export type DeliveryResult = (typeof DELIVERY_RESULTS)[number]
/** What became of a change notice's CDN purge: kept in the outbox, then each try's outcome (given up after its tries). */
export const PURGE_OUTCOMES = ['queued', 'delivered', 'retry', 'given-up'] as const
export type PurgeWebhookOutcome = (typeof PURGE_OUTCOMES)[number]

/** What the service tells whoever counts its work: each delivery attempt's result, each purge's fate. */
export interface DeliveryCounts {
  delivery(kind: OutboxKind, result: DeliveryResult): void
  purgeWebhook(outcome: PurgeWebhookOutcome): void
}

/** Sends a CDN purge once; `tries` attempts in all, `retryBaseMs` apart at first, then doubling. */
export interface PurgeDelivery {
  send(tags: readonly string[]): Promise<DeliveryOutcome>
  tries: number
  retryBaseMs: number
}

/** Defaults: a long outage's worth of leads, and a month of delivered ones for support questions. */
export const MAX_PENDING = 10_000
export const RETENTION_MS = 30 * 24 * 60 * 60 * 1000
/** Long enough for one delivery (its timeout is 8 s); a crashed attempt is retried after it. */
export const CLAIM_MS = 60_000
/** The most deliveries one round of `deliverDue` makes. */
const ROUND_SIZE = 20

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error))

/**
 * Takes submissions: stores each in the outbox first, then tries to deliver it; whatever is not
 * delivered now is retried by `deliverDue` until the service takes it. Nothing is dropped.
 */
export function createFormService({
  outbox,
  config,
  now = Date.now,
  deliver = deliverSubmission,
  retryBaseMs = 30_000,
  maxPending = MAX_PENDING,
  retentionMs = RETENTION_MS,
  claimMs = CLAIM_MS,
  purges = null,
  metrics,
}: Options) {
  /** SPEC §7: the form's redirect prop, or else the service's `redirect_to`; either only to an allow-listed host. */
  const redirectOf = (response: unknown, prop: string | undefined) => {
    const parsed = formServiceResponseSchema.safeParse(response)
    return (
      allowedDemoRedirect(prop, config.demoRedirectHosts) ??
      (parsed.success ? allowedDemoRedirect(parsed.data.redirect_to, config.demoRedirectHosts) : undefined)
    )
  }

  /** One attempt at an entry: a form submission to its service, a purge to the CDN's webhook. */
  function send(entry: OutboxEntry): Promise<DeliveryOutcome> {
    if (entry.kind !== CDN_PURGE) return deliver(entry.kind, entry.payload as FormEntry, config)
    if (!purges) return Promise.resolve({ outcome: 'retry', error: 'no purge webhook is configured (PURGE_WEBHOOK_URL)' })
    return purges.send((entry.payload as { tags: string[] }).tags)
  }

  /**
   * Records an attempt's outcome. When the outbox cannot be written just then, the entry keeps its
   * claim, which expires: it is delivered again (same Idempotency-Key), never lost. A purge is
   * given up after its tries (the CDN's copy expires by itself); a submission never is.
   */
  async function record(entry: OutboxEntry, result: DeliveryOutcome): Promise<void> {
    const purge = entry.kind === CDN_PURGE
    const what = purge
      ? `[purge] the CDN purge of ${(entry.payload as { tags: string[] }).tags.length} tags (${entry.submissionId})`
      : `[forms] ${entry.kind} submission ${entry.submissionId}`
    const tries = entry.attempts + 1
    const givenUp = result.outcome === 'rejected' || (purge && tries >= (purges?.tries ?? 1))
    // Counted as attempted, whether or not the outbox can record it just now.
    metrics?.delivery(entry.kind, result.outcome === 'delivered' ? 'delivered' : givenUp ? 'rejected' : 'retry')
    if (purge) metrics?.purgeWebhook(result.outcome === 'delivered' ? 'delivered' : givenUp ? 'given-up' : 'retry')
    try {
      if (result.outcome === 'delivered') {
        await outbox.markDelivered(entry.id, now(), result.response)
        if (entry.attempts > 0) console.log(`${what} delivered after ${tries} attempts`)
      } else if (givenUp) {
        const why = result.outcome === 'rejected' ? result.error : `given up after ${tries} tries: ${result.error}`
        await outbox.markRejected(entry.id, why)
        console.error(`${what} rejected, kept in the outbox: ${why}${purge ? ': a CDN may serve those pages until they expire there' : ''}`)
      } else {
        const retryAt = now() + retryDelayMs(tries, purge && purges ? purges.retryBaseMs : retryBaseMs)
        await outbox.markFailed(entry.id, result.error, retryAt)
        console.error(`${what} not delivered, kept in the outbox and retried at ${new Date(retryAt).toISOString()}: ${result.error}`)
      }
    } catch (error) {
      console.error(
        `${what}: the attempt's outcome (${result.outcome}) could not be recorded, so it will be attempted again once its claim expires: ${messageOf(error)}`,
      )
    }
  }

  const claim = (entry: OutboxEntry) => outbox.claim(entry.id, now(), now() + claimMs)

  let running: Promise<number> | null = null

  /**
   * The entry once the delivery under way elsewhere has an outcome; or, when that delivery's claim
   * runs out first (its instance died with it), once this request has made the delivery itself;
   * null when neither came within a claim's time.
   */
  async function settledEntry(entry: OutboxEntry): Promise<OutboxEntry | null> {
    for (const giveUpAt = Date.now() + claimMs + 1_000; Date.now() < giveUpAt;) {
      await new Promise((resolve) => setTimeout(resolve, 100))
      const current = await outbox.get(entry.submissionId)
      if (!current) continue // not readable just now (its store is down, or it is being moved)
      if (current.status !== 'pending' || current.attempts > entry.attempts) return current
      if (await claim(current)) {
        const result = await send(current)
        await record(current, result)
        return result.outcome === 'delivered' ? { ...current, status: 'delivered', response: result.response } : null
      }
    }
    return null
  }

  return {
    /**
     * Stores the submission, then tries to deliver it; rejects only when it could not be stored.
     * `redirect` is the form's own redirect prop, followed instead of the service's (SPEC §7).
     */
    async submit<K extends FormKind>(kind: K, submission: FormEntry<K>, { redirect }: { redirect?: string } = {}): Promise<FormResult> {
      const { entry } = await outbox.add(kind, submission.submissionId, submission, now())
      if (entry.status === 'delivered') return { ok: true, status: 'delivered', redirectTo: redirectOf(entry.response, redirect) }
      let claimed = false
      if (entry.status === 'pending') {
        try {
          claimed = await claim(entry)
        } catch (error) {
          // Stored, so delivered later: a subscription is taken; a demo request is asked again.
          console.error(`[forms] ${kind} submission ${entry.submissionId} stored, not delivered now: ${messageOf(error)}`)
          if (DELIVERED_LATER_IS_SUCCESS.has(kind)) return { ok: true, status: 'queued' }
        }
      }
      if (claimed) {
        const result = await send(entry)
        await record(entry, result)
        if (result.outcome === 'delivered') return { ok: true, status: 'delivered', redirectTo: redirectOf(result.response, redirect) }
        // A subscription will be delivered later: that is a success for the visitor. A demo needs
        // the service's answer now, so the visitor is asked to try again (the lead is kept).
        if (result.outcome === 'retry' && DELIVERED_LATER_IS_SUCCESS.has(kind)) return { ok: true, status: 'queued' }
      } else if (entry.status === 'pending') {
        // Stored, and being delivered by another round or instance (a retry round that took it
        // first, or the same post sent again by a load balancer): a subscription is taken; a demo
        // waits for that delivery's answer, which carries its redirect.
        if (DELIVERED_LATER_IS_SUCCESS.has(kind)) return { ok: true, status: 'queued' }
        const settled = await settledEntry(entry)
        if (settled?.status === 'delivered') return { ok: true, status: 'delivered', redirectTo: redirectOf(settled.response, redirect) }
      }
      return { ok: false, status: 'failed' }
    },

    /**
     * Keeps the CDN purge of `tags` in the outbox (rejects when it cannot be stored), then sends it
     * in the background: a change notice is answered once its purge is kept, not sent. Nothing is
     * kept when no purge webhook is configured.
     */
    async queuePurge(tags: readonly string[]): Promise<void> {
      if (!purges) return
      const { entry } = await outbox.add(CDN_PURGE, randomUUID(), { tags }, now())
      metrics?.purgeWebhook('queued')
      void (async () => {
        if (await claim(entry)) await record(entry, await send(entry))
      })().catch((error: unknown) => console.error(`[purge] sending a CDN purge failed, retried later: ${messageOf(error)}`))
    },

    /** A redirect the visitor may be sent on to: a demo host on the allow-list (SPEC §7), else undefined. */
    allowedRedirect: (url: unknown) => allowedDemoRedirect(url, config.demoRedirectHosts),

    /** Whether the outbox holds as many undelivered submissions as it may: new ones are refused (503), none is dropped. */
    async isFull(): Promise<boolean> {
      const full = (await outbox.pendingCount()) >= maxPending
      if (full) console.error(`[forms] the outbox holds ${maxPending} undelivered submissions: new ones are refused until the services take some`)
      return full
    },

    /** Null when submissions can be stored now, else why not (readiness). */
    writeProblem(): Promise<string | null> {
      return outbox.writeProblem()
    },

    /** What is kept in this instance's own outbox while the shared one is down, and why (readiness: degraded); else null. */
    spillProblem(): Promise<string | null> {
      return outbox.spillProblem?.() ?? Promise.resolve(null)
    },

    /** Drops submissions delivered longer ago than the retention period; returns how many. */
    async prune(): Promise<number> {
      const pruned = await outbox.pruneDelivered(now() - retentionMs)
      if (pruned > 0) console.log(`[forms] pruned ${pruned} submissions delivered before ${new Date(now() - retentionMs).toISOString()}`)
      return pruned
    },

    /**
     * Delivers the entries due now, oldest first, each once (single flight in this process; with a
     * shared outbox, other instances take other entries); returns how many were delivered. Each is
     * claimed just before its delivery, so no claim waits behind the deliveries before it.
     */
    deliverDue(): Promise<number> {
      if (running) return running
      const round = (async () => {
        let delivered = 0
        // Entries due when the round began: one that failed in it is due later, so it is not taken again.
        const dueBy = now()
        for (let i = 0; i < ROUND_SIZE; i++) {
          // Skips what is being delivered right now (a visitor's request, another instance).
          const [entry] = await outbox.claimDue(dueBy, now() + claimMs, 1)
          if (!entry) break
          const result = await send(entry)
          await record(entry, result)
          if (result.outcome === 'delivered') delivered++
        }
        return delivered
      })()
      running = round
      // Cleared once settled (after the assignment, even when the round finished synchronously).
      void round.then(
        () => (running = null),
        () => (running = null),
      )
      return round
    },

    /**
     * Retries due entries every `intervalMs` (half the first retry delay, at most 15 s) until
     * stopped; and every `moveMs` (1 s) hands what this instance kept aside while the shared outbox
     * was down back to it, so that it is there within seconds of its return.
     */
    startRetrying(intervalMs = Math.min(retryBaseMs / 2, 15_000), moveMs = 1_000): () => void {
      const timer = setInterval(() => {
        this.deliverDue().catch((error: unknown) => console.error(`[forms] retry round failed: ${messageOf(error)}`))
        this.prune().catch((error: unknown) => console.error(`[forms] pruning failed: ${messageOf(error)}`))
      }, intervalMs)
      timer.unref()
      const mover = outbox.move
        ? setInterval(() => void outbox.move!().catch((error: unknown) => console.error(`[forms] moving kept submissions failed: ${messageOf(error)}`)), moveMs)
        : undefined
      mover?.unref()
      return () => {
        clearInterval(timer)
        clearInterval(mover)
      }
    },
  }
}

export type FormService = ReturnType<typeof createFormService>
