import type { Outbox } from './outbox.ts'
import { openSqliteOutbox } from './sqlite-outbox.ts'
import { createSpillingOutbox } from './spilling-outbox.ts'
import type { SiteConfig } from '../config/site-config.ts'

/**
 * The configured outbox: `databaseUrl` (PostgreSQL, with this instance's own SQLite file, `db`,
 * behind it for when PostgreSQL is down), else `db` alone (SQLite). Each instance needs a `db` of
 * its own. PostgreSQL's client is loaded only when it is configured.
 */
export async function openOutbox({ db, databaseUrl }: Pick<SiteConfig['forms'], 'db' | 'databaseUrl'>): Promise<Outbox> {
  const own = openSqliteOutbox(db)
  if (!databaseUrl) return own
  const { openPostgresOutbox } = await import('./pg-outbox.ts')
  return createSpillingOutbox({ shared: openPostgresOutbox(databaseUrl), own })
}
