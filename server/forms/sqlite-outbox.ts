import { mkdirSync } from 'node:fs'
import path from 'node:path'
import Database from 'better-sqlite3'
import { CDN_PURGE, type Outbox, type OutboxEntry, type OutboxKind, type OutboxStatus } from './outbox.ts'

/**
 * The outbox in a SQLite file of this instance's own (FORMS_DB; fsync on every commit). The file has
 * one user, this process: the calls are synchronous underneath, resolved at once.
 */
interface Row {
  id: number
  submission_id: string
  kind: OutboxKind
  payload: string
  received_at: number
  status: OutboxStatus
  attempts: number
  next_attempt_at: number
  last_error: string | null
  delivered_at: number | null
  response: string | null
}

const toEntry = (row: Row): OutboxEntry => ({
  id: row.id,
  submissionId: row.submission_id,
  kind: row.kind,
  payload: JSON.parse(row.payload) as unknown,
  receivedAt: row.received_at,
  status: row.status,
  attempts: row.attempts,
  nextAttemptAt: row.next_attempt_at,
  lastError: row.last_error,
  deliveredAt: row.delivered_at,
  response: row.response === null ? null : (JSON.parse(row.response) as unknown),
})

export interface SqliteOutbox extends Outbox {
  /**
   * Takes up to `limit` entries of any status that no delivery holds, oldest first, holding them
   * until `until` (another store is to take them: see spilling-outbox.ts).
   */
  claimToMove(now: number, until: number, limit: number): Promise<OutboxEntry[]>
  /** Drops these entries (taken by another store). */
  remove(ids: readonly number[]): Promise<void>
  /** Frees these entries' claims (a move that failed). */
  release(ids: readonly number[]): Promise<void>
}

export function openSqliteOutbox(file: string): SqliteOutbox {
  if (file !== ':memory:') mkdirSync(path.dirname(file), { recursive: true })
  const db = new Database(file)
  db.pragma('journal_mode = WAL')
  db.pragma('synchronous = FULL')
  db.exec(`CREATE TABLE IF NOT EXISTS form_outbox (
    id INTEGER PRIMARY KEY,
    submission_id TEXT NOT NULL UNIQUE,
    kind TEXT NOT NULL,
    payload TEXT NOT NULL,
    received_at INTEGER NOT NULL,
    status TEXT NOT NULL DEFAULT 'pending',
    attempts INTEGER NOT NULL DEFAULT 0,
    next_attempt_at INTEGER NOT NULL,
    last_error TEXT,
    delivered_at INTEGER,
    response TEXT,
    claimed_until INTEGER
  );
  CREATE INDEX IF NOT EXISTS form_outbox_due ON form_outbox (status, next_attempt_at);`)

  const insert = db.prepare(
    `INSERT INTO form_outbox (submission_id, kind, payload, received_at, next_attempt_at)
     VALUES (?, ?, ?, ?, ?) ON CONFLICT (submission_id) DO NOTHING`,
  )
  const bySubmission = db.prepare<[string], Row>('SELECT * FROM form_outbox WHERE submission_id = ?')
  // One delivery at a time per entry: a claim expires on its own if the process dies mid-delivery.
  const claim = db.prepare("UPDATE form_outbox SET claimed_until = ? WHERE id = ? AND status = 'pending' AND (claimed_until IS NULL OR claimed_until < ?)")
  const claimDue = db.prepare<[number, number, number, number], Row>(
    `UPDATE form_outbox SET claimed_until = ? WHERE id IN (
       SELECT id FROM form_outbox
       WHERE status = 'pending' AND next_attempt_at <= ? AND (claimed_until IS NULL OR claimed_until < ?)
       ORDER BY id LIMIT ?)
     RETURNING *`,
  )
  const delivered = db.prepare(
    "UPDATE form_outbox SET status = 'delivered', attempts = attempts + 1, delivered_at = ?, response = ?, last_error = NULL, claimed_until = NULL WHERE id = ?",
  )
  const failed = db.prepare('UPDATE form_outbox SET attempts = attempts + 1, last_error = ?, next_attempt_at = ?, claimed_until = NULL WHERE id = ?')
  const rejected = db.prepare("UPDATE form_outbox SET status = 'rejected', attempts = attempts + 1, last_error = ?, claimed_until = NULL WHERE id = ?")
  const counts = db.prepare<[], { status: OutboxStatus; n: number }>('SELECT status, COUNT(*) AS n FROM form_outbox GROUP BY status')
  const releaseClaims = db.prepare("UPDATE form_outbox SET claimed_until = NULL WHERE status = 'pending' AND claimed_until IS NOT NULL")
  const pending = db.prepare<[string], { n: number }>("SELECT COUNT(*) AS n FROM form_outbox WHERE status = 'pending' AND kind <> ?")
  const oldestPending = db.prepare<[string], { at: number | null }>("SELECT MIN(received_at) AS at FROM form_outbox WHERE status = 'pending' AND kind <> ?")
  const prune = db.prepare("DELETE FROM form_outbox WHERE status = 'delivered' AND delivered_at < ?")
  const claimToMove = db.prepare<[number, number, number], Row>(
    `UPDATE form_outbox SET claimed_until = ? WHERE id IN (
       SELECT id FROM form_outbox WHERE claimed_until IS NULL OR claimed_until < ? ORDER BY id LIMIT ?)
     RETURNING *`,
  )
  const remove = db.prepare('DELETE FROM form_outbox WHERE id = ?')
  const release = db.prepare('UPDATE form_outbox SET claimed_until = NULL WHERE id = ?')

  return {
    store: 'sqlite',
    location: file,
    async add(kind, submissionId, payload, now) {
      const result = insert.run(submissionId, kind, JSON.stringify(payload), now, now)
      const row = bySubmission.get(submissionId)
      if (!row) throw new Error(`outbox: submission ${submissionId} was not stored`)
      return { entry: toEntry(row), isNew: result.changes === 1 }
    },
    async get(submissionId) {
      const row = bySubmission.get(submissionId)
      return row ? toEntry(row) : null
    },
    async claim(id, now, until) {
      return claim.run(until, id, now).changes === 1
    },
    async claimDue(now, until, limit = 20) {
      return claimDue
        .all(until, now, now, limit)
        .map(toEntry)
        .sort((a, b) => a.id - b.id)
    },
    async markDelivered(id, now, response) {
      delivered.run(now, JSON.stringify(response ?? null), id)
    },
    async markFailed(id, error, retryAt) {
      failed.run(error, retryAt, id)
    },
    async markRejected(id, error) {
      rejected.run(error, id)
    },
    /**
     * Frees the claims of deliveries a previous process had under way when it stopped (a crash, a
     * kill): this process is the outbox's only user, so they are retried now, not when they expire.
     */
    async releaseClaims() {
      return releaseClaims.run().changes
    },
    /** Null when a write can be made now (a write transaction begun and rolled back), else why not. */
    async writeProblem() {
      try {
        db.exec('BEGIN IMMEDIATE; ROLLBACK')
        return null
      } catch (error) {
        return `the outbox cannot be written: ${error instanceof Error ? error.message : String(error)}`
      }
    },
    async pendingCount() {
      return pending.get(CDN_PURGE)!.n
    },
    async oldestPendingAt() {
      return oldestPending.get(CDN_PURGE)!.at
    },
    async pruneDelivered(before) {
      return prune.run(before).changes
    },
    async counts() {
      const result: Record<OutboxStatus, number> = { pending: 0, delivered: 0, rejected: 0 }
      for (const { status, n } of counts.all()) result[status] = n
      return result
    },
    async claimToMove(now, until, limit) {
      return claimToMove
        .all(until, now, limit)
        .map(toEntry)
        .sort((a, b) => a.id - b.id)
    },
    async remove(ids) {
      db.transaction(() => ids.forEach((id) => remove.run(id)))()
    },
    async release(ids) {
      db.transaction(() => ids.forEach((id) => release.run(id)))()
    },
    async close() {
      db.close()
    },
  }
}
