import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { createFormService, retryDelayMs, CLAIM_MS } from './form-service.ts'
import type { Outbox } from './outbox.ts'
import { freshPostgresDatabase, openPostgres, outboxStores, type OutboxStore } from '../../tests/support/outbox-stores.ts'
import type { DeliveryOutcome } from './deliver.ts'
import type { FormServicesConfig } from './form-services.ts'

const config: FormServicesConfig = {
  formsApiUrl: 'https://forms.test',
  formsApiToken: null,
  mailingListSubscribeUrl: 'https://mail.test/subscribe',
  demoRedirectHosts: ['dokan-demo.wedevs.com'],
}

const stores = outboxStores()

/** A service whose upstream answers as `upstream.next` says, over `outbox` (by default the store's fresh one). */
function serviceOver(outbox: Outbox, clock: { now: number }) {
  const upstream: { next: DeliveryOutcome; calls: string[] } = { next: { outcome: 'delivered', response: { success: true } }, calls: [] }
  const service = createFormService({
    outbox,
    config,
    now: () => clock.now,
    deliver: async (kind, submission) => {
      upstream.calls.push(`${kind}:${submission.submissionId}`)
      return upstream.next
    },
  })
  return { service, upstream }
}

const newsletter = () => ({ submissionId: randomUUID(), email: 'ana@example.com', formId: 480946 })
const demoA = () => ({ submissionId: randomUUID(), formId: 12, firstName: 'Ana', lastName: 'Diaz', email: 'ana@example.com', agree: true as const })

describe.each(stores)('form service ($name)', (store: OutboxStore) => {
  async function setup() {
    const clock = { now: 1_000_000 }
    const outbox = await store.open()
    return { ...serviceOver(outbox, clock), outbox, advance: (ms: number) => (clock.now += ms) }
  }

  it('stores and delivers at once when the service answers', async () => {
    const { service, outbox, upstream } = await setup()
    const submission = newsletter()
    expect(await service.submit('newsletter', submission)).toEqual({ ok: true, status: 'delivered' })
    expect(await outbox.counts()).toEqual({ pending: 0, delivered: 1, rejected: 0 })
    // The same form sent again is the same submission: not delivered twice.
    expect(await service.submit('newsletter', submission)).toEqual({ ok: true, status: 'delivered' })
    expect(upstream.calls).toHaveLength(1)
  })

  it('a post whose submission another round is delivering: a subscription is taken, a demo request waits for that delivery and its redirect', async () => {
    const { service, outbox, upstream } = await setup()
    const subscription = newsletter()
    await outbox.add('newsletter', subscription.submissionId, subscription, 1_000_000)
    const [held] = await outbox.claimDue(1_000_000, 1_000_000 + CLAIM_MS, 1) // a retry round took it first
    expect(await service.submit('newsletter', subscription)).toEqual({ ok: true, status: 'queued' })
    await outbox.markDelivered(held!.id, 1_000_000, { success: true })
    const demo = demoA()
    await outbox.add('demo-a', demo.submissionId, demo, 1_000_000)
    const [delivering] = await outbox.claimDue(1_000_000, 1_000_000 + CLAIM_MS, 1)
    const answer = service.submit('demo-a', demo)
    await outbox.markDelivered(delivering!.id, 1_000_000, { success: true, redirect_to: 'https://dokan-demo.wedevs.com/wp-admin/' })
    expect(await answer).toEqual({ ok: true, status: 'delivered', redirectTo: 'https://dokan-demo.wedevs.com/wp-admin/' })
    expect(upstream.calls).toEqual([])
  })

  it('keeps a subscription while the service is down and delivers it once it answers again', async () => {
    const { service, outbox, upstream, advance } = await setup()
    upstream.next = { outcome: 'retry', error: 'https://forms.test answered 503' }
    const submission = newsletter()
    expect(await service.submit('newsletter', submission)).toEqual({ ok: true, status: 'queued' })
    expect(await outbox.get(submission.submissionId)).toMatchObject({ status: 'pending', attempts: 1, lastError: 'https://forms.test answered 503' })
    expect(await service.deliverDue()).toBe(0) // not due before its retry delay
    advance(retryDelayMs(1))
    expect(await service.deliverDue()).toBe(0) // still down: retried, kept
    expect(await outbox.get(submission.submissionId)).toMatchObject({ status: 'pending', attempts: 2 })
    upstream.next = { outcome: 'delivered', response: { success: true } }
    advance(retryDelayMs(2))
    expect(await service.deliverDue()).toBe(1)
    expect(await outbox.get(submission.submissionId)).toMatchObject({ status: 'delivered', attempts: 3, lastError: null })
    advance(3_600_000)
    expect(await service.deliverDue()).toBe(0)
    expect(upstream.calls).toHaveLength(3)
  })

  it('keeps a webinar seat while the service is down: the visitor is registered', async () => {
    const { service, outbox, upstream } = await setup()
    upstream.next = { outcome: 'retry', error: 'no answer' }
    const seat = {
      submissionId: randomUUID(),
      formId: 481200,
      webinar: 'scaling',
      first_name: 'Ana',
      last_name: '',
      email: 'ana@example.com',
      agree: true as const,
    }
    expect(await service.submit('webinar', seat)).toEqual({ ok: true, status: 'queued' })
    expect((await outbox.get(seat.submissionId))?.status).toBe('pending')
  })

  it('asks the visitor to retry a demo request it could not deliver, and keeps the lead', async () => {
    const { service, outbox, upstream } = await setup()
    upstream.next = { outcome: 'retry', error: 'no answer' }
    const submission = demoA()
    expect(await service.submit('demo-a', submission)).toEqual({ ok: false, status: 'failed' })
    expect((await outbox.get(submission.submissionId))?.status).toBe('pending')
  })

  it('does not retry what the service refused', async () => {
    const { service, outbox, upstream, advance } = await setup()
    upstream.next = { outcome: 'rejected', error: 'answered 422' }
    const submission = newsletter()
    expect(await service.submit('newsletter', submission)).toEqual({ ok: false, status: 'failed' })
    advance(3_600_000)
    expect(await service.deliverDue()).toBe(0)
    expect(await outbox.get(submission.submissionId)).toMatchObject({ status: 'rejected', lastError: 'answered 422' })
    expect(upstream.calls).toHaveLength(1)
  })

  it('passes on redirect_to only to an allow-listed demo host', async () => {
    const { service, upstream } = await setup()
    upstream.next = { outcome: 'delivered', response: { success: true, redirect_to: 'https://dokan-demo.wedevs.com/wp-admin/?autologin=x' } }
    expect(await service.submit('demo-a', demoA())).toEqual({
      ok: true,
      status: 'delivered',
      redirectTo: 'https://dokan-demo.wedevs.com/wp-admin/?autologin=x',
    })
    for (const target of ['https://evil.example/phish', 'javascript:alert(1)', 'http://dokan-demo.wedevs.com/', '//dokan-demo.wedevs.com/']) {
      upstream.next = { outcome: 'delivered', response: { success: true, redirect_to: target } }
      expect((await service.submit('demo-a', demoA())).redirectTo).toBeUndefined()
    }
  })

  it('retries a delivery whose process died holding its claim: at once after a restart on SQLite, once the claim expires on PostgreSQL', async () => {
    const { service, outbox, upstream, advance } = await setup()
    const submission = newsletter()
    await outbox.add('newsletter', submission.submissionId, submission, 1_000_000)
    // A process claims it for a delivery, then dies: it never records an outcome.
    expect((await outbox.claimDue(1_000_000, 1_000_000 + CLAIM_MS)).map((e) => e.submissionId)).toEqual([submission.submissionId])
    expect(await service.deliverDue()).toBe(0) // claimed: left alone
    // The next process starts: with SQLite it was the file's only user, so the claim is freed; a
    // shared PostgreSQL table may hold other instances' deliveries under way, so none is freed.
    expect(await outbox.releaseClaims()).toBe(store.name === 'SQLite' ? 1 : 0)
    if (store.name === 'PostgreSQL') {
      expect(await service.deliverDue()).toBe(0)
      advance(CLAIM_MS + 1)
    }
    expect(await service.deliverDue()).toBe(1)
    expect(upstream.calls).toEqual([`newsletter:${submission.submissionId}`])
    expect(await outbox.get(submission.submissionId)).toMatchObject({ status: 'delivered', attempts: 1 })
  })

  it('delivers due entries oldest first, each once per round, and not a failed one again in the same round', async () => {
    const { service, outbox, upstream, advance } = await setup()
    const submissions = [newsletter(), newsletter(), newsletter()]
    for (const [i, submission] of submissions.entries()) await outbox.add('newsletter', submission.submissionId, submission, 1_000_000 + i)
    advance(10)
    upstream.next = { outcome: 'retry', error: 'down' }
    expect(await service.deliverDue()).toBe(0)
    expect(upstream.calls).toEqual(submissions.map((s) => `newsletter:${s.submissionId}`))
    upstream.next = { outcome: 'delivered', response: { success: true } }
    advance(retryDelayMs(1))
    expect(await service.deliverDue()).toBe(3)
    expect(await outbox.counts()).toEqual({ pending: 0, delivered: 3, rejected: 0 })
  })

  it('rejects a submission it cannot store (the API answers 503), and says why it is not ready', async () => {
    const { service, outbox } = await setup()
    await outbox.close()
    await expect(service.submit('newsletter', newsletter())).rejects.toThrow()
    await expect(service.isFull()).rejects.toThrow()
    expect(await service.writeProblem()).toMatch(/outbox/)
  })

  it('backs off from 30 s, doubling, to an hour', () => {
    expect([1, 2, 3, 20].map((n) => retryDelayMs(n))).toEqual([30_000, 60_000, 120_000, 3_600_000])
  })
})

describe('form service: several instances on one PostgreSQL outbox', () => {
  /** Two instances (two pools, two services) over one fresh database, on one controlled clock. */
  async function twoInstances() {
    const url = await freshPostgresDatabase()
    const clock = { now: 1_000_000 }
    const a = serviceOver(openPostgres(url, { instanceId: 'instance-a' }), clock)
    const b = serviceOver(openPostgres(url, { instanceId: 'instance-b' }), clock)
    return { url, a, b, clock, outbox: openPostgres(url), advance: (ms: number) => (clock.now += ms) }
  }

  it('an instance that dies mid-delivery: another delivers the lead once the claim expires, and only then', async () => {
    const { url, b, clock, outbox, advance } = await twoInstances()
    const submission = demoA()
    // Instance A stores the lead and starts delivering it; its upstream never answers: it died there.
    let reached: () => void = () => {}
    const attempt = new Promise<void>((resolve) => (reached = resolve))
    const dying = createFormService({
      outbox: openPostgres(url, { instanceId: 'instance-a' }),
      config,
      now: () => clock.now,
      deliver: () => {
        reached()
        return new Promise<DeliveryOutcome>(() => {})
      },
    })
    void dying.submit('demo-a', submission)
    await attempt
    expect(await outbox.get(submission.submissionId)).toMatchObject({ status: 'pending', attempts: 0 })

    // Instance B (just started: it frees no claim of others) retries: the lead is A's until the claim expires.
    expect(await b.service.deliverDue()).toBe(0)
    advance(CLAIM_MS - 1)
    expect(await b.service.deliverDue()).toBe(0)
    expect(b.upstream.calls).toEqual([])
    advance(2)
    expect(await b.service.deliverDue()).toBe(1)
    expect(b.upstream.calls).toEqual([`demo-a:${submission.submissionId}`])
    expect(await outbox.get(submission.submissionId)).toMatchObject({ status: 'delivered', attempts: 1 })
    expect(await b.service.deliverDue()).toBe(0)
  })

  it('a demo request sent again (the balancer retried it) after the instance delivering it died: the post delivers it once that claim runs out', async () => {
    const { url, b, clock, outbox, advance } = await twoInstances()
    const submission = demoA()
    let reached: () => void = () => {}
    const attempt = new Promise<void>((resolve) => (reached = resolve))
    const dying = createFormService({
      outbox: openPostgres(url, { instanceId: 'instance-a' }),
      config,
      now: () => clock.now,
      deliver: () => {
        reached()
        return new Promise<DeliveryOutcome>(() => {})
      },
    })
    void dying.submit('demo-a', submission)
    await attempt
    const answer = b.service.submit('demo-a', submission)
    await new Promise((resolve) => setTimeout(resolve, 250))
    expect(b.upstream.calls).toEqual([]) // the claim still holds
    advance(CLAIM_MS + 1)
    expect(await answer).toEqual({ ok: true, status: 'delivered' })
    expect(b.upstream.calls).toEqual([`demo-a:${submission.submissionId}`])
    expect(await outbox.get(submission.submissionId)).toMatchObject({ status: 'delivered', attempts: 1 })
  })

  it('the same submission posted to two instances at once is stored once and delivered once', async () => {
    const { a, b, outbox } = await twoInstances()
    const submission = newsletter()
    await Promise.all([a.service.submit('newsletter', submission), b.service.submit('newsletter', submission)])
    expect([...a.upstream.calls, ...b.upstream.calls]).toEqual([`newsletter:${submission.submissionId}`])
    expect(await outbox.counts()).toEqual({ pending: 0, delivered: 1, rejected: 0 })
  })

  it('two instances retrying at once deliver every due lead exactly once between them', async () => {
    const { a, b, outbox, advance } = await twoInstances()
    const submissions = Array.from({ length: 30 }, () => newsletter())
    for (const submission of submissions) await outbox.add('newsletter', submission.submissionId, submission, 1_000_000)
    advance(1)
    // Rounds of 20: two rounds each cover all 30.
    const delivered = (await Promise.all([a.service.deliverDue(), b.service.deliverDue()])).reduce((x, y) => x + y, 0)
    const more = (await Promise.all([a.service.deliverDue(), b.service.deliverDue()])).reduce((x, y) => x + y, 0)
    expect(delivered + more).toBe(30)
    const calls = [...a.upstream.calls, ...b.upstream.calls]
    expect(calls.slice().sort()).toEqual(submissions.map((s) => `newsletter:${s.submissionId}`).sort())
    expect(await outbox.counts()).toEqual({ pending: 0, delivered: 30, rejected: 0 })
  })
})
