import type { FormKind } from '../../content-schemas/forms.ts'

/**
 * What the outbox carries: form submissions, and the CDN purges of change notices (`cdn-purge`,
 * `{ tags }`: server/purge-webhook.ts), which need the same care (kept before the answer, retried
 * by whichever instance is up).
 */
export const CDN_PURGE = 'cdn-purge'
export type OutboxKind = FormKind | typeof CDN_PURGE

/**
 * The durable outbox of form submissions: a submission is stored before the site answers the
 * visitor, and stays until the upstream service has taken it. Two stores behind one interface:
 * - SQLite (`FORMS_DB`, the default): a file of this instance's own, fsync on every commit;
 * - PostgreSQL (`DATABASE_URL`): one table shared by every instance of the site. A delivery is
 *   claimed by one instance at a time (`FOR UPDATE SKIP LOCKED`), so no lead is sent twice, and a
 *   claim expires by itself, so an instance that dies mid-delivery loses none. While PostgreSQL is
 *   down, the instance keeps submissions in its own SQLite file and moves them over when it is
 *   back (spilling-outbox.ts).
 */
export type OutboxStatus = 'pending' | 'delivered' | 'rejected'

export interface OutboxEntry {
  id: number
  submissionId: string
  kind: OutboxKind
  payload: unknown
  receivedAt: number
  status: OutboxStatus
  attempts: number
  nextAttemptAt: number
  lastError: string | null
  deliveredAt: number | null
  /** What the service answered on delivery (demo forms read redirect_to from it). */
  response: unknown
}

export interface Outbox {
  /** Where submissions are kept: this instance's SQLite file, or the PostgreSQL table every instance shares. */
  readonly store: 'sqlite' | 'postgresql'
  /** The file, or the server and database (never its credentials), for messages. */
  readonly location: string
  /** Stores a submission (once per submissionId); resolves to its entry and whether it is new. */
  add(kind: OutboxKind, submissionId: string, payload: unknown, now: number): Promise<{ entry: OutboxEntry; isNew: boolean }>
  get(submissionId: string): Promise<OutboxEntry | null>
  /** Takes the entry for one delivery attempt until `until`; false if it is not pending or someone else has it. */
  claim(id: number, now: number, until: number): Promise<boolean>
  /**
   * Takes up to `limit` due, unclaimed entries (oldest first) for one delivery attempt each, until
   * `until`, in one step: two callers (two instances) never get the same entry.
   */
  claimDue(now: number, until: number, limit?: number): Promise<OutboxEntry[]>
  markDelivered(id: number, now: number, response: unknown): Promise<void>
  markFailed(id: number, error: string, retryAt: number): Promise<void>
  markRejected(id: number, error: string): Promise<void>
  /**
   * At start: frees the claims of deliveries that can no longer be under way, so that they are
   * retried now rather than when they expire; resolves to how many. (SQLite frees every claim: its
   * instance is the file's only user. PostgreSQL frees none: see pg-outbox.ts.)
   */
  releaseClaims(): Promise<number>
  /** Null when a submission can be stored now, else why not (readiness). Never rejects. */
  writeProblem(): Promise<string | null>
  /** How many form submissions wait for delivery (what bounds the outbox; purges are not counted). */
  pendingCount(): Promise<number>
  /** When the oldest form submission still waiting for delivery was received (ms since the epoch), or null when none waits. */
  oldestPendingAt(): Promise<number | null>
  /** Drops delivered submissions delivered before `before`; resolves to how many. */
  pruneDelivered(before: number): Promise<number>
  counts(): Promise<Record<OutboxStatus, number>>
  close(): Promise<void>
  /** Hands what was kept aside while the shared store was down back to it (spilling-outbox.ts); resolves to how many. */
  move?(): Promise<number>
  /** What is kept aside and why, for readiness (spilling-outbox.ts); null when nothing is. */
  spillProblem?(): Promise<string | null>
  /** Whether the shared store (PostgreSQL) answered when last asked (spilling-outbox.ts), for the metrics. */
  sharedStoreUp?(): boolean
}
