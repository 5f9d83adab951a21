import { randomUUID } from 'node:crypto'
import { hostname } from 'node:os'
import pg from 'pg'
import { CDN_PURGE, type Outbox, type OutboxEntry, type OutboxKind, type OutboxStatus } from './outbox.ts'

/**
 * The outbox as one PostgreSQL table (DATABASE_URL) shared by every instance of the site.
 *
 * - A submission is committed (PostgreSQL's durable commit) before the visitor is answered; the
 *   same submissionId is stored once, whichever instance receives it.
 * - A delivery is claimed: `claimed_until` and `claimed_by` (the instance) are set in one statement
 *   that locks the rows it takes and skips rows another instance is taking (`FOR UPDATE SKIP
 *   LOCKED`), so two instances never deliver the same entry at once.
 * - An instance that dies mid-delivery (a crash, `kill -9`, a lost machine) leaves its claims
 *   behind; they expire by themselves (`claimed_until`) and whoever comes next delivers the entry,
 *   with the same Idempotency-Key. Claims are never freed at start: see releaseClaims.
 * - Times are the instances' clocks in milliseconds (as with SQLite), never the database's.
 */
interface Row {
  id: string
  submission_id: string
  kind: OutboxKind
  payload: unknown
  received_at: string
  status: OutboxStatus
  attempts: number
  next_attempt_at: string
  last_error: string | null
  delivered_at: string | null
  response: unknown
}

const toEntry = (row: Row): OutboxEntry => ({
  id: Number(row.id),
  submissionId: row.submission_id,
  kind: row.kind,
  payload: row.payload,
  receivedAt: Number(row.received_at),
  status: row.status,
  attempts: row.attempts,
  nextAttemptAt: Number(row.next_attempt_at),
  lastError: row.last_error,
  deliveredAt: row.delivered_at === null ? null : Number(row.delivered_at),
  response: row.response,
})

/**
 * `json` (not `jsonb`) keeps a payload exactly as it was written, key order included: demo form B
 * forwards its fields in that order. One statement; run under an advisory lock, so that instances
 * starting at once do not race on the catalog (concurrent CREATE TABLE IF NOT EXISTS can fail).
 */
const SCHEMA = `
CREATE TABLE IF NOT EXISTS form_outbox (
  id BIGSERIAL PRIMARY KEY,
  submission_id TEXT NOT NULL UNIQUE,
  kind TEXT NOT NULL,
  payload JSON NOT NULL,
  received_at BIGINT NOT NULL,
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'delivered', 'rejected')),
  attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at BIGINT NOT NULL,
  last_error TEXT,
  delivered_at BIGINT,
  response JSON,
  claimed_until BIGINT,
  claimed_by TEXT
);
CREATE INDEX IF NOT EXISTS form_outbox_due ON form_outbox (status, next_attempt_at);`
/** Any constant shared by every instance: the key of the advisory lock held while the table is created. */
const SCHEMA_LOCK = 7_305_114_020

/** The message of an error from pg or the network (a refused connection is an AggregateError without one). */
export function describeError(error: unknown): string {
  if (error instanceof AggregateError && !error.message) return error.errors.map(describeError).join('; ')
  if (error instanceof Error) return error.message || (error as { code?: string }).code || error.name
  return String(error)
}

/** Where the database is, without its credentials: host:port/database. */
function locationOf(url: string): string {
  try {
    const parsed = new URL(url)
    return `${parsed.hostname || 'localhost'}:${parsed.port || 5432}${parsed.pathname}`
  } catch {
    return 'the database of DATABASE_URL'
  }
}

export interface PostgresOutboxOptions {
  /** Names this instance in `claimed_by` (default: host name, process id and a random part). */
  instanceId?: string
  /** Connections kept to PostgreSQL (default 4). */
  poolSize?: number
}

/**
 * Opens the outbox on PostgreSQL. The table is created on first use (and again on the next use if
 * the database could not be reached): an instance starts, and serves pages, while PostgreSQL is
 * down; meanwhile readiness says why submissions cannot be stored and they are refused (503).
 */
export interface PostgresOutbox extends Outbox {
  /**
   * Takes entries kept elsewhere meanwhile (an instance's own outbox while PostgreSQL was down),
   * as they are (status, attempts, outcome), in one transaction keyed by submission id: an entry
   * whose submission is here already is left out, so taking the same ones twice stores each once.
   * Resolves to how many were new.
   */
  adopt(entries: readonly OutboxEntry[]): Promise<number>
}

export function openPostgresOutbox(
  url: string,
  { instanceId = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`, poolSize = 4 }: PostgresOutboxOptions = {},
): PostgresOutbox {
  const location = locationOf(url)
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    // A database that does not answer is an error in seconds, not a request that hangs.
    connectionTimeoutMillis: 5_000,
    query_timeout: 10_000,
    idleTimeoutMillis: 30_000,
    application_name: 'site-forms-outbox',
  })
  // An idle connection that breaks (PostgreSQL restarted) is dropped by the pool; the next query opens another.
  pool.on('error', (error) => console.error(`[forms] outbox (PostgreSQL ${location}): an idle connection failed: ${describeError(error)}`))

  let schema: Promise<void> | null = null
  const ensureSchema = () =>
    (schema ??= (async () => {
      const client = await pool.connect()
      try {
        await client.query('BEGIN')
        await client.query('SELECT pg_advisory_xact_lock($1)', [SCHEMA_LOCK])
        await client.query(SCHEMA)
        await client.query('COMMIT')
      } catch (error) {
        await client.query('ROLLBACK').catch(() => {})
        throw error
      } finally {
        client.release()
      }
    })().catch((error: unknown) => {
      schema = null // tried again on the next use
      throw error
    }))

  /** Runs `what` once the table exists; a failure names the database and what was being done. */
  async function query<R extends pg.QueryResultRow>(what: string, text: string, values: unknown[] = []): Promise<pg.QueryResult<R>> {
    try {
      await ensureSchema()
      return await pool.query<R>(text, values)
    } catch (error) {
      throw new Error(`outbox (PostgreSQL ${location}): ${what} failed: ${describeError(error)}`, { cause: error })
    }
  }

  let closed = false

  return {
    store: 'postgresql',
    location: `PostgreSQL ${location}`,
    async add(kind, submissionId, payload, now) {
      // Two statements, not one: when another instance is storing the same submission at this very
      // moment, the insert waits for it and does nothing, and the select then sees its row.
      const inserted = await query<Row>(
        `store submission ${submissionId}`,
        `INSERT INTO form_outbox (submission_id, kind, payload, received_at, next_attempt_at)
         VALUES ($1, $2, $3, $4, $4) ON CONFLICT (submission_id) DO NOTHING RETURNING *`,
        [submissionId, kind, JSON.stringify(payload), now],
      )
      if (inserted.rows[0]) return { entry: toEntry(inserted.rows[0]), isNew: true }
      const existing = await query<Row>(`read submission ${submissionId}`, 'SELECT * FROM form_outbox WHERE submission_id = $1', [submissionId])
      if (!existing.rows[0]) throw new Error(`outbox (PostgreSQL ${location}): submission ${submissionId} was not stored`)
      return { entry: toEntry(existing.rows[0]), isNew: false }
    },
    async get(submissionId) {
      const { rows } = await query<Row>(`read submission ${submissionId}`, 'SELECT * FROM form_outbox WHERE submission_id = $1', [submissionId])
      return rows[0] ? toEntry(rows[0]) : null
    },
    async claim(id, now, until) {
      // One row: a concurrent claim of it waits for this one, then finds it taken.
      const { rowCount } = await query(
        `claim entry ${id}`,
        "UPDATE form_outbox SET claimed_until = $1, claimed_by = $2 WHERE id = $3 AND status = 'pending' AND (claimed_until IS NULL OR claimed_until < $4)",
        [until, instanceId, id, now],
      )
      return rowCount === 1
    },
    async claimDue(now, until, limit = 20) {
      // The rows are locked as they are chosen; rows another instance is claiming right now are
      // skipped, and a row it has just claimed is read again and no longer qualifies.
      const { rows } = await query<Row>(
        'claim due submissions',
        `WITH due AS MATERIALIZED (
           SELECT id FROM form_outbox
           WHERE status = 'pending' AND next_attempt_at <= $1 AND (claimed_until IS NULL OR claimed_until < $1)
           ORDER BY id LIMIT $2
           FOR UPDATE SKIP LOCKED)
         UPDATE form_outbox o SET claimed_until = $3, claimed_by = $4 FROM due WHERE o.id = due.id
         RETURNING o.*`,
        [now, limit, until, instanceId],
      )
      return rows.map(toEntry).sort((a, b) => a.id - b.id)
    },
    async markDelivered(id, now, response) {
      // Delivered is what happened, whoever holds the claim now; the first record of it stays.
      await query(
        `record entry ${id} as delivered`,
        "UPDATE form_outbox SET status = 'delivered', attempts = attempts + 1, delivered_at = $1, response = $2, last_error = NULL, claimed_until = NULL, claimed_by = NULL WHERE id = $3 AND status <> 'delivered'",
        [now, JSON.stringify(response ?? null), id],
      )
    },
    // A failure is recorded unless another instance holds the claim now (this one's expired and
    // the entry was taken again): that one's outcome is the one that counts.
    async markFailed(id, error, retryAt) {
      await query(
        `record a failed delivery of entry ${id}`,
        "UPDATE form_outbox SET attempts = attempts + 1, last_error = $1, next_attempt_at = $2, claimed_until = NULL, claimed_by = NULL WHERE id = $3 AND status = 'pending' AND (claimed_by IS NULL OR claimed_by = $4)",
        [error, retryAt, id, instanceId],
      )
    },
    async markRejected(id, error) {
      await query(
        `record entry ${id} as rejected`,
        "UPDATE form_outbox SET status = 'rejected', attempts = attempts + 1, last_error = $1, claimed_until = NULL, claimed_by = NULL WHERE id = $2 AND status = 'pending' AND (claimed_by IS NULL OR claimed_by = $3)",
        [error, id, instanceId],
      )
    },
    /**
     * Frees nothing. The table is shared: the claims in it may be other instances' deliveries under
     * way right now, and this instance (a new id) holds none. A claim left by an instance that died
     * expires by itself (`claimed_until`, the form service's claim time) and the entry is then
     * claimed and delivered by whichever instance retries first. Resolves to 0 once the table exists.
     */
    async releaseClaims() {
      await query('prepare the outbox table', 'SELECT 1')
      return 0
    },
    /**
     * Null when PostgreSQL answers within 2 s and takes writes (not a read-only standby), else why
     * not. With no outbox to store submissions in, readiness is off (503): none can be taken.
     */
    async writeProblem() {
      if (closed) return `the outbox (PostgreSQL ${location}) is closed`
      const check = query<{ read_only: string }>('check the outbox', "SELECT current_setting('transaction_read_only') AS read_only").then(({ rows }) =>
        rows[0]?.read_only === 'on' ? `the outbox (PostgreSQL ${location}) is read-only` : null,
      )
      let timer: NodeJS.Timeout | undefined
      const timeout = new Promise<string>((resolve) => {
        timer = setTimeout(() => resolve(`the outbox (PostgreSQL ${location}) did not answer within 2 s`), 2_000)
      })
      try {
        return await Promise.race([check, timeout])
      } catch (error) {
        return `the outbox (PostgreSQL ${location}) cannot be written: ${describeError(error instanceof Error && error.cause ? error.cause : error)}`
      } finally {
        clearTimeout(timer)
        check.catch(() => {}) // a check that lost the race settles unobserved
      }
    },
    async adopt(entries) {
      if (entries.length === 0) return 0
      await query('prepare the outbox table', 'SELECT 1')
      const client = await pool.connect().catch((error: unknown) => {
        throw new Error(`outbox (PostgreSQL ${location}): take ${entries.length} submissions failed: ${describeError(error)}`, { cause: error })
      })
      try {
        await client.query('BEGIN')
        let adopted = 0
        for (const e of entries) {
          const { rowCount } = await client.query(
            `INSERT INTO form_outbox (submission_id, kind, payload, received_at, status, attempts, next_attempt_at, last_error, delivered_at, response)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) ON CONFLICT (submission_id) DO NOTHING`,
            [
              e.submissionId,
              e.kind,
              JSON.stringify(e.payload),
              e.receivedAt,
              e.status,
              e.attempts,
              e.nextAttemptAt,
              e.lastError,
              e.deliveredAt,
              e.response === null ? null : JSON.stringify(e.response),
            ],
          )
          adopted += rowCount ?? 0
        }
        await client.query('COMMIT')
        return adopted
      } catch (error) {
        await client.query('ROLLBACK').catch(() => {})
        throw new Error(`outbox (PostgreSQL ${location}): take ${entries.length} submissions failed: ${describeError(error)}`, { cause: error })
      } finally {
        client.release()
      }
    },
    async pendingCount() {
      const { rows } = await query<{ n: number }>(
        'count pending submissions',
        "SELECT COUNT(*)::int AS n FROM form_outbox WHERE status = 'pending' AND kind <> $1",
        [CDN_PURGE],
      )
      return rows[0]!.n
    },
    async oldestPendingAt() {
      const { rows } = await query<{ at: string | null }>(
        'read the oldest pending submission',
        "SELECT MIN(received_at) AS at FROM form_outbox WHERE status = 'pending' AND kind <> $1",
        [CDN_PURGE],
      )
      const at = rows[0]?.at ?? null
      return at === null ? null : Number(at)
    },
    async pruneDelivered(before) {
      const { rowCount } = await query('prune delivered submissions', "DELETE FROM form_outbox WHERE status = 'delivered' AND delivered_at < $1", [before])
      return rowCount ?? 0
    },
    async counts() {
      const { rows } = await query<{ status: OutboxStatus; n: number }>(
        'count submissions',
        'SELECT status, COUNT(*)::int AS n FROM form_outbox GROUP BY status',
      )
      const result: Record<OutboxStatus, number> = { pending: 0, delivered: 0, rejected: 0 }
      for (const { status, n } of rows) result[status] = n
      return result
    },
    async close() {
      if (closed) return
      closed = true
      await pool.end()
    },
  }
}
