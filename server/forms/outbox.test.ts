import { randomUUID } from 'node:crypto'
import pg from 'pg'
import { describe, expect, it } from 'vitest'
import { openOutbox } from './open-outbox.ts'
import { freshPostgresDatabase, openPostgres, outboxStores, type OutboxStore } from '../../tests/support/outbox-stores.ts'

const stores = outboxStores()
const T = 1_000_000
const payload = (email = 'ana@example.com') => ({ submissionId: randomUUID(), email, formId: 480946 })

describe.each(stores)('outbox ($name)', (store: OutboxStore) => {
  it('stores a submission once per submission id, and keeps its payload as sent', async () => {
    const outbox = await store.open()
    const submission = { submissionId: randomUUID(), first: 'Ana', email: 'ana@example.com', agree: true }
    const first = await outbox.add('demo-b', submission.submissionId, submission, T)
    expect(first).toMatchObject({
      isNew: true,
      entry: {
        submissionId: submission.submissionId,
        kind: 'demo-b',
        status: 'pending',
        attempts: 0,
        receivedAt: T,
        nextAttemptAt: T,
        lastError: null,
        deliveredAt: null,
        response: null,
      },
    })
    expect(JSON.stringify(first.entry.payload)).toBe(JSON.stringify(submission)) // key order too
    const again = await outbox.add('demo-b', submission.submissionId, { ...submission, email: 'other@example.com' }, T + 5)
    expect(again).toMatchObject({ isNew: false, entry: { id: first.entry.id, receivedAt: T } })
    expect(await outbox.get(submission.submissionId)).toEqual(first.entry)
    expect(await outbox.get(randomUUID())).toBeNull()
    expect(await outbox.counts()).toEqual({ pending: 1, delivered: 0, rejected: 0 })
  })

  it('takes due entries oldest first, and not those whose next attempt is later', async () => {
    const outbox = await store.open()
    const ids: string[] = []
    for (let i = 0; i < 4; i++) {
      const submission = payload()
      ids.push(submission.submissionId)
      await outbox.add('newsletter', submission.submissionId, submission, T + i)
    }
    const second = await outbox.get(ids[1]!)
    await outbox.markFailed(second!.id, 'down', T + 1_000)
    // Claims that run out at T + 20: by T + 1,000 every entry is due and free again.
    expect((await outbox.claimDue(T + 10, T + 20, 2)).map((e) => e.submissionId)).toEqual([ids[0], ids[2]])
    expect((await outbox.claimDue(T + 10, T + 20)).map((e) => e.submissionId)).toEqual([ids[3]])
    expect((await outbox.claimDue(T + 1_000, T + 2_000)).map((e) => e.submissionId)).toEqual(ids)
  })

  it('gives an entry to one claim at a time, until the claim expires by itself', async () => {
    const outbox = await store.open()
    const { entry } = await outbox.add('newsletter', randomUUID(), payload(), T)
    expect(await outbox.claim(entry.id, T, T + 60_000)).toBe(true)
    expect(await outbox.claim(entry.id, T + 1, T + 60_001)).toBe(false)
    expect(await outbox.claimDue(T + 59_999, T + 120_000)).toEqual([])
    expect((await outbox.claimDue(T + 60_001, T + 120_001)).map((e) => e.id)).toEqual([entry.id])
    expect(await outbox.claim(entry.id, T + 60_002, T + 120_002)).toBe(false)
    await outbox.markDelivered(entry.id, T + 60_003, { success: true })
    expect(await outbox.claim(entry.id, T + 500_000, T + 560_000)).toBe(false) // delivered: nothing to claim
  })

  it('claims due, unclaimed entries oldest first, up to the limit', async () => {
    const outbox = await store.open()
    const entries = []
    for (let i = 0; i < 5; i++) entries.push((await outbox.add('newsletter', randomUUID(), payload(), T + i)).entry)
    await outbox.claim(entries[1]!.id, T, T + 60_000)
    const later = (await outbox.add('newsletter', randomUUID(), payload(), T + 100)).entry
    expect((await outbox.claimDue(T + 10, T + 60_000, 3)).map((e) => e.id)).toEqual([entries[0]!.id, entries[2]!.id, entries[3]!.id])
    expect((await outbox.claimDue(T + 10, T + 60_000)).map((e) => e.id)).toEqual([entries[4]!.id])
    expect((await outbox.claimDue(T + 100, T + 60_000)).map((e) => e.id)).toEqual([later.id])
  })

  it('records deliveries, failures and refusals', async () => {
    const outbox = await store.open()
    const [a, b, c] = await Promise.all([0, 1, 2].map(async (i) => (await outbox.add('newsletter', randomUUID(), payload(), T + i)).entry))
    for (const entry of [a!, b!, c!]) await outbox.claim(entry.id, T, T + 60_000)
    await outbox.markDelivered(a!.id, T + 5, { success: true, redirect_to: 'https://dokan-demo.wedevs.com/' })
    await outbox.markFailed(b!.id, 'answered 503', T + 30_000)
    await outbox.markRejected(c!.id, 'answered 422')
    expect(await outbox.get(a!.submissionId)).toMatchObject({
      status: 'delivered',
      attempts: 1,
      deliveredAt: T + 5,
      lastError: null,
      response: { success: true, redirect_to: 'https://dokan-demo.wedevs.com/' },
    })
    expect(await outbox.get(b!.submissionId)).toMatchObject({ status: 'pending', attempts: 1, nextAttemptAt: T + 30_000, lastError: 'answered 503' })
    expect(await outbox.get(c!.submissionId)).toMatchObject({ status: 'rejected', attempts: 1, lastError: 'answered 422' })
    // The failed one's claim is over: it can be claimed again once due.
    expect((await outbox.claimDue(T + 30_000, T + 90_000)).map((e) => e.id)).toEqual([b!.id])
    expect(await outbox.counts()).toEqual({ pending: 1, delivered: 1, rejected: 1 })
    expect(await outbox.pendingCount()).toBe(1)
  })

  it('tells when the oldest submission still waiting was received (purges are not counted)', async () => {
    const outbox = await store.open()
    expect(await outbox.oldestPendingAt()).toBeNull()
    await outbox.add('cdn-purge', randomUUID(), { tags: ['site'] }, T - 50)
    const [a, b] = await Promise.all([0, 1].map(async (i) => (await outbox.add('newsletter', randomUUID(), payload(), T + i)).entry))
    expect(await outbox.oldestPendingAt()).toBe(T)
    await outbox.markFailed(a!.id, 'answered 503', T + 30_000)
    expect(await outbox.oldestPendingAt()).toBe(T)
    await outbox.markDelivered(a!.id, T + 40_000, null)
    expect(await outbox.oldestPendingAt()).toBe(T + 1)
    await outbox.markRejected(b!.id, 'answered 422')
    expect(await outbox.oldestPendingAt()).toBeNull()
  })

  it('prunes delivered entries delivered before a time, never pending or rejected ones', async () => {
    const outbox = await store.open()
    const entries = await Promise.all([0, 1, 2, 3].map(async (i) => (await outbox.add('newsletter', randomUUID(), payload(), T + i)).entry))
    await outbox.markDelivered(entries[0]!.id, T + 10, null)
    await outbox.markDelivered(entries[1]!.id, T + 20, null)
    await outbox.markRejected(entries[2]!.id, 'answered 422')
    expect(await outbox.pruneDelivered(T + 20)).toBe(1)
    expect(await outbox.pruneDelivered(T + 20)).toBe(0)
    expect(await outbox.counts()).toEqual({ pending: 1, delivered: 1, rejected: 1 })
  })

  it('says it can be written, and why not once it cannot', async () => {
    const outbox = await store.open()
    expect(await outbox.writeProblem()).toBeNull()
    await outbox.close()
    expect(await outbox.writeProblem()).toMatch(/outbox/)
    await expect(outbox.add('newsletter', randomUUID(), payload(), T)).rejects.toThrow()
  })
})

describe('outbox on PostgreSQL', () => {
  it('is chosen by DATABASE_URL, else SQLite (FORMS_DB)', async () => {
    const url = await freshPostgresDatabase()
    const postgres = await openOutbox({ databaseUrl: url, db: ':memory:' })
    const sqlite = await openOutbox({ databaseUrl: null, db: ':memory:' })
    try {
      expect([postgres.store, sqlite.store]).toEqual(['postgresql', 'sqlite'])
      expect(postgres.location).toMatch(/^PostgreSQL 127\.0\.0\.1:\d+\/postgres$/) // no credentials
    } finally {
      await Promise.all([postgres.close(), sqlite.close()])
    }
  })

  it('creates its table once when several instances start at once', async () => {
    const url = await freshPostgresDatabase()
    const instances = Array.from({ length: 4 }, () => openPostgres(url))
    const added = await Promise.all(instances.map((outbox, i) => outbox.add('newsletter', `submission-${i}`, payload(), T)))
    expect(added.every(({ isNew }) => isNew)).toBe(true)
    expect(await instances[0]!.counts()).toEqual({ pending: 4, delivered: 0, rejected: 0 })
  })

  it('never gives the same entry to two instances claiming at once', async () => {
    const url = await freshPostgresDatabase()
    const a = openPostgres(url, { instanceId: 'a', poolSize: 4 })
    const b = openPostgres(url, { instanceId: 'b', poolSize: 4 })
    const total = 200
    for (let i = 0; i < total; i += 50) {
      await Promise.all(Array.from({ length: 50 }, (_, j) => a.add('newsletter', `submission-${i + j}`, payload(), T + i + j)))
    }
    // Eight claimers a side, each taking entries a few at a time until none is left. Their first
    // claims are all made at once (16 × 3 of 200: each finds some), so that both instances race
    // however the machine schedules them.
    const claimed: { by: string; id: number }[] = []
    const claimers = 16
    let firstClaims = 0
    let allClaimedOnce!: () => void
    const firstRound = new Promise<void>((resolve) => (allClaimedOnce = resolve))
    const claimer = async (outbox: typeof a, by: string) => {
      for (let round = 0; ; round++) {
        const entries = await outbox.claimDue(T + total, T + 60_000, 3)
        for (const entry of entries) claimed.push({ by, id: entry.id })
        if (round === 0) {
          if (++firstClaims === claimers) allClaimedOnce()
          await firstRound
        }
        if (entries.length === 0) return
      }
    }
    await Promise.all([...Array.from({ length: claimers / 2 }, () => claimer(a, 'a')), ...Array.from({ length: claimers / 2 }, () => claimer(b, 'b'))])
    const ids = claimed.map((c) => c.id)
    expect(ids).toHaveLength(total)
    expect(new Set(ids).size).toBe(total)
    expect(claimed.some((c) => c.by === 'a') && claimed.some((c) => c.by === 'b')).toBe(true)
    // Every entry is now claimed: neither instance can take any before the claims expire.
    expect(await a.claimDue(T + total, T + 60_000)).toEqual([])
    expect(await b.claimDue(T + 59_999, T + 60_000)).toEqual([])
    expect(await b.claimDue(T + 60_001, T + 120_000, 500)).toHaveLength(total)
  })

  it('records an outcome only for the instance holding the claim, and a delivery whoever made it', async () => {
    const url = await freshPostgresDatabase()
    const a = openPostgres(url, { instanceId: 'a' })
    const b = openPostgres(url, { instanceId: 'b' })
    const { entry } = await a.add('newsletter', randomUUID(), payload(), T)
    expect(await a.claim(entry.id, T, T + 60_000)).toBe(true)
    // A's claim expires (A is stuck); B claims the entry and is delivering it when A's failure arrives.
    expect(await b.claim(entry.id, T + 60_001, T + 120_000)).toBe(true)
    await a.markFailed(entry.id, 'timed out', T + 90_000)
    await a.markRejected(entry.id, 'answered 422')
    expect(await a.get(entry.submissionId)).toMatchObject({ status: 'pending', attempts: 0, lastError: null })
    await b.markDelivered(entry.id, T + 60_010, { success: true })
    await a.markDelivered(entry.id, T + 60_020, { success: true, late: true })
    expect(await a.get(entry.submissionId)).toMatchObject({ status: 'delivered', attempts: 1, deliveredAt: T + 60_010, response: { success: true } })
  })

  it('creates its table on the next use when it could not at first', async () => {
    // A database where the table cannot be created yet: its schema (search_path) does not exist.
    const url = await freshPostgresDatabase()
    const schema = `${/search_path%3D(\w+)/.exec(url)![1]!}_later`
    const outbox = openPostgres(url.replace(/search_path%3D\w+/, `search_path%3D${schema}`))
    await expect(outbox.pendingCount()).rejects.toThrow(/count pending submissions failed: no schema has been selected to create in/)
    expect(await outbox.writeProblem()).toMatch(/cannot be written: no schema has been selected/)
    const client = new pg.Client({ connectionString: url })
    await client.connect()
    await client.query(`CREATE SCHEMA ${schema}`)
    await client.end()
    expect(await outbox.writeProblem()).toBeNull()
    expect(await outbox.pendingCount()).toBe(0)
  })

  it('frees no claim at start (other instances may be delivering), and reports a database that is down', async () => {
    const url = await freshPostgresDatabase()
    const a = openPostgres(url, { instanceId: 'a' })
    const { entry } = await a.add('newsletter', randomUUID(), payload(), T)
    await a.claim(entry.id, T, T + 60_000)
    const b = openPostgres(url, { instanceId: 'b' })
    expect(await b.releaseClaims()).toBe(0)
    expect(await b.claim(entry.id, T + 1, T + 60_001)).toBe(false)

    const down = openPostgres('postgres://postgres@127.0.0.1:1/postgres')
    expect(await down.writeProblem()).toMatch(/^the outbox \(PostgreSQL 127\.0\.0\.1:1\/postgres\) cannot be written: connect ECONNREFUSED/)
    await expect(down.add('newsletter', randomUUID(), payload(), T)).rejects.toThrow(
      /^outbox \(PostgreSQL 127\.0\.0\.1:1\/postgres\): store submission \S+ failed: connect ECONNREFUSED/,
    )
  })
})
