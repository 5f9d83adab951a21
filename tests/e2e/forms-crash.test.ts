import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import Database from 'better-sqlite3'
import pg from 'pg'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { startSite, type SiteServer } from '../support/site-server.ts'
import { freePort } from '../support/ports.ts'
import { startStubFormsService, type StubFormsService } from '../support/stub-forms-service.ts'
import { startPostgres, type PostgresServer } from '../support/services.ts'

/**
 * A `kill -9` of the real server process in the middle of a delivery: the lead is not lost, and the
 * forms service takes it once. The stand-in service holds the first attempt unanswered (the server
 * dies waiting), keeps the submissions it takes by their Idempotency-Key as a service should, and
 * answers the attempts after it. On both outbox stores: SQLite (FORMS_DB, the restarted server
 * retries at once) and PostgreSQL (DATABASE_URL, another instance delivers once the claim expires).
 */
let service: StubFormsService
let dataDir: string
let postgres: PostgresServer | undefined
const sites: SiteServer[] = []

beforeAll(async () => {
  service = await startStubFormsService()
  dataDir = mkdtempSync(path.join(tmpdir(), 'site-forms-crash-'))
})

afterAll(async () => {
  for (const site of sites) await site.stop()
  await postgres?.stop()
  await service?.close()
  rmSync(dataDir, { recursive: true, force: true })
})

beforeEach(() => {
  service.reset()
  // The first attempt is held until its connection dies with the server.
  service.holdNext = true
})

const serviceEnv = () => ({ FORMS_API_URL: service.url, FORMS_RETRY_BASE_MS: '400' })

const start = async (env: Record<string, string>) => {
  const site = await startSite({ ...serviceEnv(), ...env })
  sites.push(site)
  return site
}

/** Posts a newsletter subscription; resolves once its first delivery attempt reached the service (held there), with the post's outcome to come. */
async function postHeld(site: SiteServer, submissionId: string) {
  const firstAttempt = service.nextAttempt()
  const posting = fetch(`${site.url}/api/forms/newsletter`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: site.url },
    body: JSON.stringify({ submissionId, email: 'crash@example.com' }),
  }).catch((error: unknown) => error)
  await firstAttempt
  return { posting }
}

/** What `read` resolves to once it equals `expected` (the server records a delivery just after the service answers), or after 5 s. */
async function settled<T>(read: () => Promise<T> | T, expected: T): Promise<T> {
  const until = Date.now() + 5_000
  for (;;) {
    const value = await read()
    if (JSON.stringify(value) === JSON.stringify(expected) || Date.now() > until) return value
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

/**
 * What the visitor's post came to when the server was killed: mostly its request died with the
 * server; or, when the server's own delivery round claimed the new entry a moment before the post
 * did, the post was answered 202 (stored, delivered later) while that round's attempt was held.
 * Either way the lead was stored before the crash: what matters is that it is then taken once.
 */
async function expectCutShortOrStored(posting: Promise<unknown>) {
  const outcome = await posting
  expect(outcome instanceof Error || (outcome instanceof Response && outcome.status === 202), `the post's outcome: ${String(outcome)}`).toBe(true)
}

function expectTakenOnce(submissionId: string) {
  // The attempt the crash cut short, and the one after it; the outbox then says delivered, so none follows.
  expect(service.received.map((r) => r.key)).toEqual([submissionId, submissionId])
  expect(service.taken.map((t) => t.key)).toEqual([submissionId])
  expect(service.taken[0]!.body).toContain('crash@example.com')
}

describe('a crash in the middle of a delivery (SQLite outbox)', () => {
  it('loses no lead and has it taken once: the restarted server retries it at once', async () => {
    const env = { FORMS_DB: path.join(dataDir, 'forms.sqlite') }
    const submissionId = '6f1c2b9e-3c1d-4d8e-9a2b-7c5d4e3f2a10'
    const site = await start(env)
    const { posting } = await postHeld(site, submissionId)
    await site.kill()
    await expectCutShortOrStored(posting)

    const delivered = service.nextAttempt()
    const restarted = await start(env)
    await delivered
    expectTakenOnce(submissionId)
    const outbox = new Database(env.FORMS_DB, { readonly: true })
    const row = await settled(() => outbox.prepare('SELECT status, attempts FROM form_outbox WHERE submission_id = ?').get(submissionId), {
      status: 'delivered',
      attempts: 1,
    })
    outbox.close()
    expect(row).toEqual({ status: 'delivered', attempts: 1 })
    expect(restarted.logs()).toContain('[forms] 1 deliveries were under way when the server last stopped: retried now')
  }, 60_000)
})

describe('a crash in the middle of a delivery (PostgreSQL outbox shared by two instances)', () => {
  // Longer than B takes to start (it must not take the lead meanwhile), shorter than A's 8 s delivery limit.
  const CLAIM_MS = 6_000

  it('loses no lead and has it taken once: the other instance delivers it once the claim expires, not before', async () => {
    postgres = await startPostgres()
    const env = { DATABASE_URL: postgres.url, FORMS_CLAIM_MS: String(CLAIM_MS) }
    const submissionId = '0b7f3a52-9d4e-4c1a-8e6f-2a9c5d7b1e34'
    // Each instance keeps its own file for when PostgreSQL is down, as operations.md asks.
    const a = await start({ ...env, FORMS_DB: path.join(dataDir, 'a.sqlite') })
    const { posting } = await postHeld(a, submissionId)
    // Instance B starts while A is delivering: it frees no claim and retries every 200 ms, yet
    // leaves the lead alone while A's claim holds.
    const b = await start({ ...env, FORMS_DB: path.join(dataDir, 'b.sqlite') })
    await new Promise((resolve) => setTimeout(resolve, 800))
    expect(service.received).toHaveLength(1)
    const delivered = service.nextAttempt()
    await a.kill()
    await expectCutShortOrStored(posting)

    await delivered
    expectTakenOnce(submissionId)
    expect(service.received[1]!.at - service.received[0]!.at).toBeGreaterThanOrEqual(CLAIM_MS - 100)
    const client = new pg.Client({ connectionString: postgres.url })
    await client.connect()
    const expected = [{ status: 'delivered', attempts: 1, claimed_by: null }]
    const rows = await settled(
      async () => (await client.query('SELECT status, attempts, claimed_by FROM form_outbox WHERE submission_id = $1', [submissionId])).rows,
      expected,
    )
    await client.end()
    expect(rows).toEqual(expected)
    expect(b.logs()).not.toContain('deliveries were under way')
  }, 60_000)
})

describe('PostgreSQL unreachable', () => {
  it('the site starts and serves pages; it stays ready, naming what it keeps in its own outbox; a form post is taken and delivered from there', async () => {
    service.holdNext = false
    const site = await start({ DATABASE_URL: `postgres://postgres@127.0.0.1:${await freePort()}/postgres`, FORMS_DB: path.join(dataDir, 'no-postgres.sqlite') })
    expect(site.logs()).toMatch(
      /\[forms\] the shared outbox cannot be written \(outbox \(PostgreSQL 127\.0\.0\.1:\d+\/postgres\): .*ECONNREFUSED.*\): submissions are kept in this instance's own outbox/,
    )
    expect((await fetch(`${site.url}/`)).status).toBe(200)
    const submissionId = 'c3d1e2f4-5a6b-4c7d-8e9f-0a1b2c3d4e5f'
    const post = await fetch(`${site.url}/api/forms/newsletter`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: site.url },
      body: JSON.stringify({ submissionId, email: 'down@example.com' }),
    })
    expect(post.status).toBe(200)
    expect(service.received.map((attempt) => attempt.key)).toEqual([submissionId])
    // Not ready would take every instance out of the balancer at once, pages and all.
    const ready = await fetch(`${site.url}/readyz`)
    const body = (await ready.json()) as { outbox: string | null; degraded: string }
    expect([ready.status, body.outbox]).toEqual([200, null])
    expect(body.degraded).toMatch(
      /^1 submission \(0 not yet delivered\) kept in this instance's own outbox .*: the shared one has been unreachable for \d+ s \(.*ECONNREFUSED/,
    )
  })
})
