import type { FormKind, FormResult, FormSubmission } from '../../content-schemas/forms.ts'
import { DELIVERED_LATER_IS_SUCCESS, formServiceResponseSchema } from '../../content-schemas/forms.ts'
import { deliverSubmission, type DeliveryOutcome } from './deliver.ts'
import { allowedDemoRedirect, type FormServicesConfig } from './form-services.ts'
import type { Outbox, OutboxEntry } from './outbox.ts'

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
}

/** Defaults: a long outage's worth of leads, and a month of delivered ones for support questions. */
export const MAX_PENDING = 10_000
export const RETENTION_MS = 30 * 24 * 60 * 60 * 1000

/**
 * Takes submissions: stores each in the outbox first, then tries to deliver it; whatever is not
 * delivered now is retried by `deliverDue` until the service takes it. Nothing is dropped.
 */
export function createFormService({ outbox, config, now = Date.now, deliver = deliverSubmission, retryBaseMs = 30_000, maxPending = MAX_PENDING, retentionMs = RETENTION_MS }: Options) {
  const redirectOf = (response: unknown) => {
    const parsed = formServiceResponseSchema.safeParse(response)
    return parsed.success ? allowedDemoRedirect(parsed.data.redirect_to, config.demoRedirectHosts) : undefined
  }

  function record(entry: OutboxEntry, result: DeliveryOutcome): void {
    const what = `${entry.kind} submission ${entry.submissionId}`
    if (result.outcome === 'delivered') {
      outbox.markDelivered(entry.id, now(), result.response)
      if (entry.attempts > 0) console.log(`[forms] ${what} delivered after ${entry.attempts + 1} attempts`)
    } else if (result.outcome === 'rejected') {
      outbox.markRejected(entry.id, result.error)
      console.error(`[forms] ${what} rejected, kept in the outbox: ${result.error}`)
    } else {
      const retryAt = now() + retryDelayMs(entry.attempts + 1, retryBaseMs)
      outbox.markFailed(entry.id, result.error, retryAt)
      console.error(`[forms] ${what} not delivered, kept in the outbox and retried at ${new Date(retryAt).toISOString()}: ${result.error}`)
    }
  }

  /** Long enough for one delivery (its timeout is 8 s); a crashed attempt is retried after it. */
  const CLAIM_MS = 60_000
  const claim = (entry: OutboxEntry) => outbox.claim(entry.id, now(), now() + CLAIM_MS)

  let running: Promise<number> | null = null

  return {
    async submit<K extends FormKind>(kind: K, submission: FormSubmission<K>): Promise<FormResult> {
      const { entry } = outbox.add(kind, submission.submissionId, submission, now())
      if (entry.status === 'delivered') return { ok: true, status: 'delivered', redirectTo: redirectOf(entry.response) }
      if (entry.status === 'pending' && claim(entry)) {
        const result = await deliver(kind, submission, config)
        record(entry, result)
        if (result.outcome === 'delivered') return { ok: true, status: 'delivered', redirectTo: redirectOf(result.response) }
        // A subscription will be delivered later: that is a success for the visitor. A demo needs
        // the service's answer now, so the visitor is asked to try again (the lead is kept).
        if (result.outcome === 'retry' && DELIVERED_LATER_IS_SUCCESS.has(kind)) return { ok: true, status: 'queued' }
      }
      return { ok: false, status: 'failed' }
    },

    /** Whether the outbox holds as many undelivered submissions as it may: new ones are refused (503), none is dropped. */
    isFull(): boolean {
      const full = outbox.pendingCount() >= maxPending
      if (full) console.error(`[forms] the outbox holds ${maxPending} undelivered submissions: new ones are refused until the services take some`)
      return full
    },

    /** Null when submissions can be stored now, else why not (readiness). */
    writeProblem(): string | null {
      return outbox.writeProblem()
    },

    /** Drops submissions delivered longer ago than the retention period; returns how many. */
    prune(): number {
      const pruned = outbox.pruneDelivered(now() - retentionMs)
      if (pruned > 0) console.log(`[forms] pruned ${pruned} submissions delivered before ${new Date(now() - retentionMs).toISOString()}`)
      return pruned
    },

    /** Delivers every due entry once (single flight); returns how many were delivered. */
    deliverDue(): Promise<number> {
      if (running) return running
      const round = (async () => {
        let delivered = 0
        for (const entry of outbox.due(now())) {
          if (!claim(entry)) continue // being delivered by a visitor's request right now
          const result = await deliver(entry.kind, entry.payload as FormSubmission, config)
          record(entry, result)
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

    /** Retries due entries every `intervalMs` (half the first retry delay, at most 15 s) until stopped. */
    startRetrying(intervalMs = Math.min(retryBaseMs / 2, 15_000)): () => void {
      const timer = setInterval(() => {
        this.deliverDue().catch((error: unknown) => console.error('[forms] retry round failed:', error))
        this.prune()
      }, intervalMs)
      timer.unref()
      return () => clearInterval(timer)
    },
  }
}

export type FormService = ReturnType<typeof createFormService>
