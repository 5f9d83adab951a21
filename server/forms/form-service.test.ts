import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { openOutbox } from './outbox.ts'
import { createFormService, retryDelayMs } from './form-service.ts'
import type { DeliveryOutcome } from './deliver.ts'
import type { FormServicesConfig } from './form-services.ts'

const config: FormServicesConfig = {
  formsApiUrl: 'https://forms.test',
  formsApiToken: null,
  mailingListSubscribeUrl: 'https://mail.test/subscribe',
  demoRedirectHosts: ['dokan-demo.wedevs.com'],
}

/** A service over an in-memory outbox whose upstream answers as `upstream.next` says. */
function setup() {
  let clock = 1_000_000
  const upstream: { next: DeliveryOutcome; calls: string[] } = { next: { outcome: 'delivered', response: { success: true } }, calls: [] }
  const outbox = openOutbox(':memory:')
  const service = createFormService({
    outbox,
    config,
    now: () => clock,
    deliver: async (kind, submission) => {
      upstream.calls.push(`${kind}:${submission.submissionId}`)
      return upstream.next
    },
  })
  return { service, outbox, upstream, advance: (ms: number) => (clock += ms) }
}

const newsletter = () => ({ submissionId: randomUUID(), email: 'ana@example.com', formId: 480946 })
const demoA = () => ({ submissionId: randomUUID(), formId: 12, firstName: 'Ana', lastName: 'Diaz', email: 'ana@example.com', agree: true as const })

describe('form service', () => {
  it('stores and delivers at once when the service answers', async () => {
    const { service, outbox, upstream } = setup()
    const submission = newsletter()
    expect(await service.submit('newsletter', submission)).toEqual({ ok: true, status: 'delivered' })
    expect(outbox.counts()).toEqual({ pending: 0, delivered: 1, rejected: 0 })
    // The same form sent again is the same submission: not delivered twice.
    expect(await service.submit('newsletter', submission)).toEqual({ ok: true, status: 'delivered' })
    expect(upstream.calls).toHaveLength(1)
  })

  it('keeps a subscription while the service is down and delivers it once it answers again', async () => {
    const { service, outbox, upstream, advance } = setup()
    upstream.next = { outcome: 'retry', error: 'https://forms.test answered 503' }
    const submission = newsletter()
    expect(await service.submit('newsletter', submission)).toEqual({ ok: true, status: 'queued' })
    expect(outbox.get(submission.submissionId)).toMatchObject({ status: 'pending', attempts: 1, lastError: 'https://forms.test answered 503' })
    expect(await service.deliverDue()).toBe(0) // not due before its retry delay
    advance(retryDelayMs(1))
    expect(await service.deliverDue()).toBe(0) // still down: retried, kept
    expect(outbox.get(submission.submissionId)).toMatchObject({ status: 'pending', attempts: 2 })
    upstream.next = { outcome: 'delivered', response: { success: true } }
    advance(retryDelayMs(2))
    expect(await service.deliverDue()).toBe(1)
    expect(outbox.get(submission.submissionId)).toMatchObject({ status: 'delivered', attempts: 3, lastError: null })
    advance(3_600_000)
    expect(await service.deliverDue()).toBe(0)
    expect(upstream.calls).toHaveLength(3)
  })

  it('keeps a webinar seat while the service is down: the visitor is registered', async () => {
    const { service, outbox, upstream } = setup()
    upstream.next = { outcome: 'retry', error: 'no answer' }
    const seat = { submissionId: randomUUID(), formId: 481200, webinar: 'scaling', first_name: 'Ana', last_name: '', email: 'ana@example.com', agree: true as const }
    expect(await service.submit('webinar', seat)).toEqual({ ok: true, status: 'queued' })
    expect(outbox.get(seat.submissionId)?.status).toBe('pending')
  })

  it('asks the visitor to retry a demo request it could not deliver, and keeps the lead', async () => {
    const { service, outbox, upstream } = setup()
    upstream.next = { outcome: 'retry', error: 'no answer' }
    const submission = demoA()
    expect(await service.submit('demo-a', submission)).toEqual({ ok: false, status: 'failed' })
    expect(outbox.get(submission.submissionId)?.status).toBe('pending')
  })

  it('does not retry what the service refused', async () => {
    const { service, outbox, upstream, advance } = setup()
    upstream.next = { outcome: 'rejected', error: 'answered 422' }
    const submission = newsletter()
    expect(await service.submit('newsletter', submission)).toEqual({ ok: false, status: 'failed' })
    advance(3_600_000)
    expect(await service.deliverDue()).toBe(0)
    expect(outbox.get(submission.submissionId)).toMatchObject({ status: 'rejected', lastError: 'answered 422' })
    expect(upstream.calls).toHaveLength(1)
  })

  it('passes on redirect_to only to an allow-listed demo host', async () => {
    const { service, upstream } = setup()
    upstream.next = { outcome: 'delivered', response: { success: true, redirect_to: 'https://dokan-demo.wedevs.com/wp-admin/?autologin=x' } }
    expect(await service.submit('demo-a', demoA())).toEqual({ ok: true, status: 'delivered', redirectTo: 'https://dokan-demo.wedevs.com/wp-admin/?autologin=x' })
    for (const target of ['https://evil.example/phish', 'javascript:alert(1)', 'http://dokan-demo.wedevs.com/', '//dokan-demo.wedevs.com/']) {
      upstream.next = { outcome: 'delivered', response: { success: true, redirect_to: target } }
      expect((await service.submit('demo-a', demoA())).redirectTo).toBeUndefined()
    }
  })

  it('backs off from 30 s, doubling, to an hour', () => {
    expect([1, 2, 3, 20].map((n) => retryDelayMs(n))).toEqual([30_000, 60_000, 120_000, 3_600_000])
  })
})
