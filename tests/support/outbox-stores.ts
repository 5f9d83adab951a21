import { randomUUID } from 'node:crypto'
import pg from 'pg'
import { afterAll, afterEach, beforeAll } from 'vitest'
import type { Outbox } from '../../server/forms/outbox.ts'
import { openPostgresOutbox, type PostgresOutboxOptions } from '../../server/forms/pg-outbox.ts'
import { openSqliteOutbox } from '../../server/forms/sqlite-outbox.ts'
import { startPostgres, type PostgresServer } from './services.ts'

/**
 * The outbox's stores, for `describe.each(outboxStores())`: SQLite in memory, and PostgreSQL on a
 * private server started once per test file (before its tests, under the hook's timeout: initdb on
 * a busy machine takes longer than a test's 5 s) and stopped after it. Each `open()` on
 * PostgreSQL is a fresh, empty outbox (a schema of its own); `database()` gives a fresh database
 * URL that several outboxes can share (several instances of the site). Every outbox opened is
 * closed after its test.
 */
export interface OutboxStore {
  name: 'SQLite' | 'PostgreSQL'
  open: () => Promise<Outbox>
}

let server: Promise<PostgresServer> | null = null
const opened: Outbox[] = []

/** The file's PostgreSQL, started on first use. */
const filePostgres = () => (server ??= startPostgres())

/** A fresh, empty schema on the file's PostgreSQL; the URL selects it (search_path). */
export async function freshPostgresDatabase(): Promise<string> {
  const { url } = await filePostgres()
  const schema = `t_${randomUUID().replaceAll('-', '')}`
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    await client.query(`CREATE SCHEMA ${schema}`)
  } finally {
    await client.end()
  }
  return `${url}?options=${encodeURIComponent(`-c search_path=${schema}`)}`
}

/** An outbox on `url` (from freshPostgresDatabase), closed after the test. */
export function openPostgres(url: string, options?: PostgresOutboxOptions): Outbox {
  const outbox = openPostgresOutbox(url, options)
  opened.push(outbox)
  return outbox
}

/** How long starting the file's PostgreSQL may take (initdb, then the server's start). */
const POSTGRES_START_MS = 120_000

export function outboxStores(): OutboxStore[] {
  beforeAll(async () => {
    await filePostgres()
  }, POSTGRES_START_MS)
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((outbox) => outbox.close().catch(() => {})))
  })
  afterAll(async () => {
    const started = server
    server = null
    if (started) await (await started).stop()
  })
  return [
    {
      name: 'SQLite',
      open: async () => {
        const outbox = openSqliteOutbox(':memory:')
        opened.push(outbox)
        return outbox
      },
    },
    { name: 'PostgreSQL', open: async () => openPostgres(await freshPostgresDatabase()) },
  ]
}
