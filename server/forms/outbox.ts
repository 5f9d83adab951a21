import { mkdirSync } from 'node:fs'
import path from 'node:path'
import Database from 'better-sqlite3'
import type { FormKind } from '../../content-schemas/forms.ts'

/**
 * The durable outbox of form submissions (SQLite, fsync on every commit): a submission is stored
 * before the site answers the visitor, and stays until the upstream service has taken it.
 */
export type OutboxStatus = 'pending' | 'delivered' | 'rejected'

export interface OutboxEntry {
  id: number
  submissionId: string
  kind: FormKind
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

interface Row {
  id: number
  submission_id: string
  kind: FormKind
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

export function openOutbox(file: string) {
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
  const due = db.prepare<[number, number], Row>(
    "SELECT * FROM form_outbox WHERE status = 'pending' AND next_attempt_at <= ? ORDER BY id LIMIT ?",
  )
  // One delivery at a time per entry: a claim expires on its own if the process dies mid-delivery.
  const claim = db.prepare(
    "UPDATE form_outbox SET claimed_until = ? WHERE id = ? AND status = 'pending' AND (claimed_until IS NULL OR claimed_until < ?)",
  )
  const delivered = db.prepare("UPDATE form_outbox SET status = 'delivered', attempts = attempts + 1, delivered_at = ?, response = ?, last_error = NULL, claimed_until = NULL WHERE id = ?")
  const failed = db.prepare('UPDATE form_outbox SET attempts = attempts + 1, last_error = ?, next_attempt_at = ?, claimed_until = NULL WHERE id = ?')
  const rejected = db.prepare("UPDATE form_outbox SET status = 'rejected', attempts = attempts + 1, last_error = ?, claimed_until = NULL WHERE id = ?")
  const counts = db.prepare<[], { status: OutboxStatus; n: number }>('SELECT status, COUNT(*) AS n FROM form_outbox GROUP BY status')
  const releaseClaims = db.prepare("UPDATE form_outbox SET claimed_until = NULL WHERE status = 'pending' AND claimed_until IS NOT NULL")
  const pending = db.prepare<[], { n: number }>("SELECT COUNT(*) AS n FROM form_outbox WHERE status = 'pending'")
  const prune = db.prepare("DELETE FROM form_outbox WHERE status = 'delivered' AND delivered_at < ?")

  return {
    /** Stores a submission (once per submissionId); returns its entry and whether it is new. */
    add(kind: FormKind, submissionId: string, payload: unknown, now: number): { entry: OutboxEntry; isNew: boolean } {
      const result = insert.run(submissionId, kind, JSON.stringify(payload), now, now)
      const row = bySubmission.get(submissionId)
      if (!row) throw new Error(`outbox: submission ${submissionId} was not stored`)
      return { entry: toEntry(row), isNew: result.changes === 1 }
    },
    get(submissionId: string): OutboxEntry | null {
      const row = bySubmission.get(submissionId)
      return row ? toEntry(row) : null
    },
    /** Pending entries whose next attempt is due, oldest first. */
    due(now: number, limit = 20): OutboxEntry[] {
      return due.all(now, limit).map(toEntry)
    },
    /** Takes the entry for one delivery attempt until `until`; false if it is not pending or someone else has it. */
    claim(id: number, now: number, until: number): boolean {
      return claim.run(until, id, now).changes === 1
    },
    markDelivered(id: number, now: number, response: unknown): void {
      delivered.run(now, JSON.stringify(response ?? null), id)
    },
    markFailed(id: number, error: string, retryAt: number): void {
      failed.run(error, retryAt, id)
    },
    markRejected(id: number, error: string): void {
      rejected.run(error, id)
    },
    /**
     * Frees the claims of deliveries a previous process had under way when it stopped (a crash, a
     * kill): this process is the outbox's only user, so they are retried now, not when they expire.
     */
    releaseClaims(): number {
      return releaseClaims.run().changes
    },
    /** Null when a write can be made now (a write transaction begun and rolled back), else why not. */
    writeProblem(): string | null {
      try {
        db.exec('BEGIN IMMEDIATE; ROLLBACK')
        return null
      } catch (error) {
        return `the outbox cannot be written: ${error instanceof Error ? error.message : String(error)}`
      }
    },
    /** How many submissions wait for delivery (what bounds the outbox). */
    pendingCount(): number {
      return pending.get()!.n
    },
    /** Drops delivered submissions delivered before `before`; returns how many. */
    pruneDelivered(before: number): number {
      return prune.run(before).changes
    },
    counts(): Record<OutboxStatus, number> {
      const result: Record<OutboxStatus, number> = { pending: 0, delivered: 0, rejected: 0 }
      for (const { status, n } of counts.all()) result[status] = n
      return result
    },
    close(): void {
      db.close()
    },
  }
}

export type Outbox = ReturnType<typeof openOutbox>
