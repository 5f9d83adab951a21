import type { Outbox, OutboxEntry, OutboxStatus } from './outbox.ts'
import type { PostgresOutbox } from './pg-outbox.ts'
import type { SqliteOutbox } from './sqlite-outbox.ts'

/**
 * The shared outbox (PostgreSQL) with this instance's own (SQLite, FORMS_DB) behind it, so that no
 * submission is refused while PostgreSQL is down:
 * - a submission PostgreSQL cannot store is stored in the instance's own file (fsync on commit),
 *   and the visitor gets the usual answer; while PostgreSQL stays down (after one failure, until
 *   `checkMs` later proves it back) new ones go there at once, without waiting on a connection;
 * - entries in the own file are delivered from there meanwhile (a demo request still gets its
 *   answer), and retried as any other;
 * - once PostgreSQL answers again, `move()` hands them over as they are (delivered or not) in one
 *   transaction keyed by submission id, then deletes them here: an instance that dies between the
 *   two moves them again, and PostgreSQL keeps each submission once.
 *
 * Entries of the own file carry negative ids here (the two stores number their rows apart), so
 * that an attempt's outcome is recorded where its entry is.
 */
export interface SpillingOutbox extends Outbox {
  /** Moves what the own file holds into PostgreSQL when it answers; resolves to how many moved. */
  move(): Promise<number>
  /** What waits in the own file, and why, for readiness; null when nothing does and PostgreSQL answers. */
  spillProblem(): Promise<string | null>
  /** Whether PostgreSQL answered when last asked: false from a failure until a call succeeds again. */
  sharedStoreUp(): boolean
}

const MOVE_BATCH = 100
/** How long entries being moved are held in the own file (a move that dies frees them after it). */
const MOVE_CLAIM_MS = 30_000

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error))

export function createSpillingOutbox({
  shared,
  own,
  now = Date.now,
  checkMs = 1_000,
}: {
  shared: PostgresOutbox
  own: SqliteOutbox
  now?: () => number
  /** How long after a failure PostgreSQL is left alone before it is tried again. */
  checkMs?: number
}): SpillingOutbox {
  /** Since when PostgreSQL has failed (null: it answers), and the last failure's message. */
  let downSince: number | null = null
  let lastError = ''
  let retryAt = 0
  const local = (entry: OutboxEntry): OutboxEntry => ({ ...entry, id: -entry.id })
  const isLocal = (id: number) => id < 0

  function wentDown(error: unknown) {
    lastError = messageOf(error)
    retryAt = now() + checkMs
    if (downSince !== null) return
    downSince = now()
    console.error(
      `[forms] the shared outbox cannot be written (${lastError}): submissions are kept in this instance's own outbox (${own.location}) until it is back`,
    )
  }
  const sharedUsable = () => downSince === null || now() >= retryAt
  function cameBack() {
    if (downSince === null) return
    console.warn(`[forms] the shared outbox (${shared.location}) answers again after ${Math.round((now() - downSince) / 1000)} s`)
    downSince = null
  }
  /** `work` on PostgreSQL, or `fallback` when it is down (now, or known to be). */
  async function onShared<T>(fallback: T, work: () => Promise<T>): Promise<T> {
    if (!sharedUsable()) return fallback
    try {
      const result = await work()
      cameBack()
      return result
    } catch (error) {
      wentDown(error)
      return fallback
    }
  }

  let moving: Promise<number> | null = null
  async function moveAll(): Promise<number> {
    let moved = 0
    for (;;) {
      const batch = await own.claimToMove(now(), now() + MOVE_CLAIM_MS, MOVE_BATCH)
      if (batch.length === 0) break
      try {
        await shared.adopt(batch)
      } catch (error) {
        await own.release(batch.map((entry) => entry.id))
        wentDown(error)
        break
      }
      await own.remove(batch.map((entry) => entry.id))
      moved += batch.length
    }
    if (moved > 0) console.warn(`[forms] ${moved} submissions kept in this instance's own outbox moved to the shared one (${shared.location})`)
    return moved
  }

  return {
    store: 'postgresql',
    location: shared.location,
    async add(kind, submissionId, payload, at) {
      // One already kept here (the same post sent again before it moved) is that submission.
      const kept = await own.get(submissionId)
      if (kept) return { entry: local(kept), isNew: false }
      const stored = await onShared(null, () => shared.add(kind, submissionId, payload, at))
      if (stored) return stored
      const added = await own.add(kind, submissionId, payload, at)
      return { entry: local(added.entry), isNew: added.isNew }
    },
    async get(submissionId) {
      const kept = await own.get(submissionId)
      if (kept) return local(kept)
      return onShared(null, () => shared.get(submissionId))
    },
    claim: (id, at, until) => (isLocal(id) ? own.claim(-id, at, until) : shared.claim(id, at, until)),
    async claimDue(at, until, limit = 20) {
      const kept = (await own.claimDue(at, until, limit)).map(local)
      if (kept.length >= limit) return kept
      return [...kept, ...(await onShared([], () => shared.claimDue(at, until, limit - kept.length)))]
    },
    markDelivered: (id, at, response) => (isLocal(id) ? own.markDelivered(-id, at, response) : shared.markDelivered(id, at, response)),
    markFailed: (id, error, retry) => (isLocal(id) ? own.markFailed(-id, error, retry) : shared.markFailed(id, error, retry)),
    markRejected: (id, error) => (isLocal(id) ? own.markRejected(-id, error) : shared.markRejected(id, error)),
    async releaseClaims() {
      return (await own.releaseClaims()) + (await onShared(0, () => shared.releaseClaims()))
    },
    /** Null while either store takes writes: a submission is stored somewhere. */
    async writeProblem() {
      const ownProblem = await own.writeProblem()
      if (ownProblem === null) return null
      const sharedProblem = await shared.writeProblem()
      return sharedProblem === null ? null : `${sharedProblem}; and ${ownProblem}`
    },
    async pendingCount() {
      return (await own.pendingCount()) + (await onShared(0, () => shared.pendingCount()))
    },
    async oldestPendingAt() {
      const times = [await own.oldestPendingAt(), await onShared(null, () => shared.oldestPendingAt())].filter((at) => at !== null)
      return times.length ? Math.min(...times) : null
    },
    async pruneDelivered(before) {
      return (await own.pruneDelivered(before)) + (await onShared(0, () => shared.pruneDelivered(before)))
    },
    async counts() {
      const mine = await own.counts()
      const theirs = await onShared<Record<OutboxStatus, number>>({ pending: 0, delivered: 0, rejected: 0 }, () => shared.counts())
      return { pending: mine.pending + theirs.pending, delivered: mine.delivered + theirs.delivered, rejected: mine.rejected + theirs.rejected }
    },
    async close() {
      await Promise.allSettled([moving])
      await Promise.all([own.close(), shared.close()])
    },
    /** Moves once PostgreSQL takes writes again; one move at a time. */
    move() {
      moving ??= (async () => {
        if ((await own.counts().then((c) => c.pending + c.delivered + c.rejected)) === 0 && downSince === null) return 0
        const problem = await shared.writeProblem()
        if (problem !== null) {
          wentDown(problem)
          return 0
        }
        cameBack()
        return moveAll()
      })().finally(() => (moving = null))
      return moving
    },
    sharedStoreUp: () => downSince === null,
    async spillProblem() {
      const { pending, delivered, rejected } = await own.counts()
      const waiting = pending + delivered + rejected
      if (downSince === null && waiting === 0) return null
      const why =
        downSince === null
          ? 'moving them to the shared one'
          : `the shared one has been unreachable for ${Math.round((now() - downSince) / 1000)} s (${lastError})`
      return `${waiting} ${waiting === 1 ? 'submission' : 'submissions'} (${pending} not yet delivered) kept in this instance's own outbox (${own.location}): ${why}`
    },
  }
}
