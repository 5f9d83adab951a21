import { randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { openPostgresOutbox } from './pg-outbox.ts'
import { openSqliteOutbox } from './sqlite-outbox.ts'
import { createSpillingOutbox, type SpillingOutbox } from './spilling-outbox.ts'
import { createFormService } from './form-service.ts'
import type { DeliveryOutcome } from './deliver.ts'
import { startPostgres, type PostgresServer } from '../../tests/support/services.ts'

/** A PostgreSQL of this file's own (it is stopped and started again), and a SQLite file per instance. */
let postgres: PostgresServer
const dir = mkdtempSync(path.join(tmpdir(), 'spilling-outbox-'))
const opened: SpillingOutbox[] = []

beforeAll(async () => {
  postgres = await startPostgres()
}, 30_000)
afterEach(async () => {
  await postgres.resume()
  await Promise.all(opened.splice(0).map((outbox) => outbox.close().catch(() => {})))
})
afterAll(async () => {
  await postgres?.stop()
  rmSync(dir, { recursive: true, force: true })
})

async function freshUrl(): Promise<string> {
  const schema = `t_${randomUUID().replaceAll('-', '')}`
  const client = new pg.Client({ connectionString: postgres.url })
  await client.connect()
  await client.query(`CREATE SCHEMA ${schema}`)
  await client.end()
  return `${postgres.url}?options=${encodeURIComponent(`-c search_path=${schema}`)}`
}

function open(url: string, file = path.join(dir, `${randomUUID()}.sqlite`)) {
  const outbox = createSpillingOutbox({ shared: openPostgresOutbox(url), own: openSqliteOutbox(file), checkMs: 50 })
  opened.push(outbox)
  return { outbox, file }
}

/** Each submission id in PostgreSQL with how many rows it has, and their statuses. */
async function inPostgres(url: string) {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    const { rows } = await client.query<{ submission_id: string; n: number; status: string }>(
      'SELECT submission_id, COUNT(*)::int AS n, MIN(status) AS status FROM form_outbox GROUP BY submission_id',
    )
    return rows
  } finally {
    await client.end()
  }
}

const newsletter = (email: string) => ({ submissionId: randomUUID(), email, audience: 'dokan' as const, formId: 480946, tag: 'dokan' })
const demo = (email: string) => ({ submissionId: randomUUID(), firstName: 'Ana', lastName: 'Ruiz', email, formId: 480150, agree: true as const })

describe('the shared outbox with the instance’s own behind it', () => {
  it('takes every submission while PostgreSQL is down, answers as usual, and hands them over exactly once when it is back', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    const logs = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const url = await freshUrl()
    const { outbox } = open(url)
    const delivered: string[] = []
    // The forms service is down too for newsletters (kept, retried); demo requests are delivered.
    const deliver = async (kind: string, submission: { submissionId: string }): Promise<DeliveryOutcome> => {
      if (kind === 'newsletter') return { outcome: 'retry', error: 'answered 503' }
      delivered.push(submission.submissionId)
      return { outcome: 'delivered', response: { success: true } }
    }
    const forms = createFormService({
      outbox,
      config: { formsApiUrl: null, formsApiToken: null, mailingListSubscribeUrl: null, demoRedirectHosts: [] },
      deliver,
    })
    expect(await forms.submit('newsletter', newsletter('before@example.com'))).toMatchObject({ ok: true })

    await postgres.pause()
    const subscriptions = Array.from({ length: 10 }, (_, i) => newsletter(`n${i}@example.com`))
    const demos = Array.from({ length: 10 }, (_, i) => demo(`d${i}@example.com`))
    const posts = [...subscriptions, ...demos]
    const started = Date.now()
    const answers = await Promise.all([...subscriptions.map((post) => forms.submit('newsletter', post)), ...demos.map((post) => forms.submit('demo-a', post))])
    expect(answers.map((answer) => answer.status)).toEqual([...Array(10).fill('queued'), ...Array(10).fill('delivered')])
    // Without waiting on PostgreSQL each time: one failure, then straight to the own file.
    expect(Date.now() - started).toBeLessThan(5_000)
    expect(errors).toHaveBeenCalledWith(expect.stringContaining("submissions are kept in this instance's own outbox"))
    expect(await forms.writeProblem()).toBeNull()
    expect(await forms.spillProblem()).toMatch(/^20 submissions \(10 not yet delivered\) kept in this instance's own outbox .*unreachable/)
    // The same post sent again while it waits here is the same submission.
    expect((await outbox.add('demo-a', demos[0]!.submissionId, demos[0], Date.now())).isNew).toBe(false)

    await postgres.resume()
    const back = Date.now()
    await vi.waitFor(
      async () => {
        await outbox.move()
        expect(await forms.spillProblem()).toBeNull()
      },
      { timeout: 10_000, interval: 200 },
    )
    expect(Date.now() - back).toBeLessThan(10_000)
    const rows = await inPostgres(url)
    expect(rows).toHaveLength(21)
    expect(rows.every((row) => row.n === 1)).toBe(true)
    const statuses = new Map(rows.map((row) => [row.submission_id, row.status]))
    // As they were: the demo requests delivered, the subscriptions still to deliver (and not again).
    expect(posts.map((post) => statuses.get(post.submissionId))).toEqual([...Array(10).fill('pending'), ...Array(10).fill('delivered')])
    expect(logs).toHaveBeenCalledWith(expect.stringContaining('20 submissions kept in this instance'))
    expect(delivered).toHaveLength(10)
  }, 30_000)

  it('a move that dies after PostgreSQL took the entries, and runs again, stores each once', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const url = await freshUrl()
    const file = path.join(dir, `${randomUUID()}.sqlite`)
    const own = openSqliteOutbox(file)
    const ids = Array.from({ length: 5 }, () => randomUUID())
    for (const id of ids) await own.add('newsletter', id, newsletter(`${id}@example.com`), 1_000)
    // The first move: PostgreSQL commits, and the process dies before the own file forgets them.
    const shared = openPostgresOutbox(url)
    expect(await shared.adopt(await own.claimToMove(2_000, 3_000, 100))).toBe(5)
    await shared.close()
    await own.close()
    // The next start moves them again.
    const { outbox } = open(url, file)
    expect(await outbox.move()).toBe(5)
    const rows = await inPostgres(url)
    expect(rows.map((row) => row.n)).toEqual([1, 1, 1, 1, 1])
    expect(await outbox.spillProblem()).toBeNull()
  })

  it('keeps its entries when the move fails, and moves them on the next try', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const url = await freshUrl()
    const { outbox } = open(url)
    await postgres.pause()
    await outbox.add('newsletter', 'kept-1', newsletter('kept@example.com'), 1_000)
    expect(await outbox.move()).toBe(0)
    expect(await outbox.spillProblem()).toMatch(/^1 submission /)
    await postgres.resume()
    await vi.waitFor(async () => expect(await outbox.move()).toBe(1), { timeout: 10_000, interval: 100 })
    expect((await inPostgres(url)).map((row) => row.submission_id)).toEqual(['kept-1'])
  })

  it('says whether PostgreSQL answered when last asked, and reports what it can of what waits while it does not', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    vi.spyOn(console, 'log').mockImplementation(() => {})
    const url = await freshUrl()
    const { outbox } = open(url)
    await outbox.add('newsletter', 'shared-1', newsletter('shared@example.com'), 1_000)
    expect(outbox.sharedStoreUp()).toBe(true)
    expect(await outbox.oldestPendingAt()).toBe(1_000)
    await postgres.pause()
    await outbox.add('newsletter', 'kept-1', newsletter('kept@example.com'), 2_000)
    expect(outbox.sharedStoreUp()).toBe(false)
    // Only this instance's own file can be read: what it holds, without failing.
    expect(await outbox.pendingCount()).toBe(1)
    expect(await outbox.oldestPendingAt()).toBe(2_000)
    await postgres.resume()
    await vi.waitFor(async () => expect(await outbox.oldestPendingAt()).toBe(1_000), { timeout: 10_000, interval: 100 })
    expect(outbox.sharedStoreUp()).toBe(true)
  })
})
