import path from 'node:path'
import type { Outbox } from './outbox.ts'
import { openPostgresOutbox } from './pg-outbox.ts'
import { openSqliteOutbox } from './sqlite-outbox.ts'
import { createSpillingOutbox } from './spilling-outbox.ts'

/**
 * The outbox the environment names: `DATABASE_URL` (PostgreSQL, with this instance's own SQLite
 * file, FORMS_DB, behind it for when PostgreSQL is down), else `FORMS_DB` alone (SQLite,
 * `.data/forms.sqlite` by default). Each instance needs a FORMS_DB of its own.
 */
export function openOutboxFromEnv(env: NodeJS.ProcessEnv = process.env, root = process.cwd()): Outbox {
  const own = openSqliteOutbox(env.FORMS_DB ?? path.join(root, '.data/forms.sqlite'))
  if (!env.DATABASE_URL) return own
  return createSpillingOutbox({ shared: openPostgresOutbox(env.DATABASE_URL), own })
}
