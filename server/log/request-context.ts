import { AsyncLocalStorage } from 'node:async_hooks'
import { randomUUID } from 'node:crypto'

/** The request a line is logged for: every line written while it is handled carries its id. */
export const requestContext = new AsyncLocalStorage<{ requestId: string }>()

/** An id a client or a proxy may give (`X-Request-Id`): short, and nothing a log line could be broken with. */
const VALID_ID = /^[A-Za-z0-9._:-]{1,128}$/

/** The request's id: the one it came with when that is valid, else a new one. */
export function requestIdOf(header: string | string[] | undefined): string {
  return typeof header === 'string' && VALID_ID.test(header) ? header : randomUUID()
}
