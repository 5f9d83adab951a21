import type { Outbox } from './outbox.ts'
import { openPostgresOutbox } from './pg-outbox.ts'
import { openSqliteOutbox } from './sqlite-outbox.ts'
import { createSpillingOutbox } from './spilling-outbox.ts'
import type { SiteConfig } from '../config/site-config.ts'

/**
 * The configured outbox: `databaseUrl` (PostgreSQL, with this instance's own SQLite file, `db`,
 * behind it for when PostgreSQL is down), else `db` alone (SQLite). Each instance needs a `db` of its own.
 */
export function openOutbox({ db, databaseUrl }: Pick<SiteConfig['forms'], 'db' | 'databaseUrl'>): Outbox {
  const own = openSqliteOutbox(db)
  if (!databaseUrl) return own
  return createSpillingOutbox({ shared: openPostgresOutbox(databaseUrl), own })
}
