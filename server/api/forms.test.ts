import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { formsApi, FORM_POSTS_PER_MINUTE, visitorAddress } from './forms.ts'
import { createFormService } from '../forms/form-service.ts'
import type { DeliveryOutcome } from '../forms/deliver.ts'
import type { Outbox } from '../forms/outbox.ts'
import { outboxStores, type OutboxStore } from '../../tests/support/outbox-stores.ts'

const stores = outboxStores()

/** The forms API over an outbox, a controlled clock and an upstream that answers as told. */
function setupOver(outbox: Outbox, { maxPending }: { maxPending?: number } = {}) {
  let clock = Date.UTC(2026, 10, 24)
  const delivered: string[] = []
  let next: DeliveryOutcome = { outcome: 'delivered', response: { success: true } }
  const forms = createFormService({
    outbox,
    config: { formsApiUrl: 'https://forms.test', formsApiToken: null, mailingListSubscribeUrl: 'https://mail.test/subscribe', demoRedirectHosts: [] },
    now: () => clock,
    maxPending,
    deliver: async (_kind, submission) => {
      delivered.push(submission.submissionId)
      return next
    },
  })
  const api = formsApi(forms, { now: () => clock })
  const post = (body: unknown, headers: Record<string, string> = { origin: 'http://site.test' }) =>
    api.request('http://site.test/api/forms/newsletter', { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) })
  return { api, outbox, forms, delivered, post, advance: (ms: number) => (clock += ms), failNext: () => (next = { outcome: 'retry', error: 'down' }) }
}

const subscription = (extra: Record<string, unknown> = {}) => ({ submissionId: randomUUID(), email: 'ana@example.com', ...extra })

describe.each(stores)('forms abuse ($name)', (store: OutboxStore) => {
  const setup = async (options: { maxPending?: number } = {}) => setupOver(await store.open(), options)

  it('refuses a post that does not come from a page of the site (403), and stores nothing', async () => {
    const { post, outbox } = await setup()
    const foreign: Record<string, string>[] = [{}, { origin: 'https://evil.example' }, { origin: 'null' }, { referer: 'https://evil.example/site.test/' }, { origin: 'http://site.test.evil.example' }]
    for (const headers of foreign) {
      expect((await post(subscription(), headers)).status, JSON.stringify(headers)).toBe(403)
    }
    expect(await outbox.counts()).toEqual({ pending: 0, delivered: 0, rejected: 0 })
    expect((await post(subscription(), { referer: 'http://site.test/blog/' })).status).toBe(200)
  })

  it('tells a bot that filled in the hidden field it succeeded, and keeps nothing', async () => {
    const { post, outbox, delivered } = await setup()
    const response = await post(subscription({ subject_line: 'Cheap pills' }))
    expect([response.status, await response.json()]).toEqual([200, { ok: true, status: 'delivered' }])
    expect(await outbox.counts()).toEqual({ pending: 0, delivered: 0, rejected: 0 })
    expect(delivered).toEqual([])
  })

  it(`lets an address post ${FORM_POSTS_PER_MINUTE} times a minute, then answers 429 with Retry-After until the minute is over`, async () => {
    const { post, advance } = await setup()
    for (let i = 0; i < FORM_POSTS_PER_MINUTE; i++) expect((await post(subscription())).status).toBe(200)
    advance(45_000)
    const refused = await post(subscription())
    expect([refused.status, refused.headers.get('retry-after')]).toEqual([429, '15'])
    advance(15_000)
    expect((await post(subscription())).status).toBe(200)
  })

  it('refuses new submissions (503) once the outbox holds its bound of undelivered ones, dropping none', async () => {
    const { post, outbox, failNext } = await setup({ maxPending: 2 })
    failNext()
    expect((await post(subscription())).status).toBe(202)
    expect((await post(subscription())).status).toBe(202)
    const refused = await post(subscription())
    expect([refused.status, refused.headers.get('retry-after')]).toEqual([503, '60'])
    expect((await outbox.counts()).pending).toBe(2)
  })

  it('refuses a submission it cannot store (503 with Retry-After), and logs why', async () => {
    const { post, outbox } = await setup()
    await outbox.close()
    const refused = await post(subscription())
    expect([refused.status, refused.headers.get('retry-after'), await refused.json()]).toEqual([503, '60', { error: 'Submissions cannot be taken right now. Please try again later.' }])
  })

  it('prunes delivered submissions after the retention period, never undelivered ones', async () => {
    const { post, outbox, forms, advance, failNext } = await setup()
    await post(subscription())
    failNext()
    await post(subscription())
    advance(30 * 24 * 60 * 60 * 1000 - 1)
    expect(await forms.prune()).toBe(0)
    advance(2)
    expect(await forms.prune()).toBe(1)
    expect(await outbox.counts()).toEqual({ pending: 1, delivered: 0, rejected: 0 })
  })
})

describe('visitorAddress', () => {
  it('trusts only the entry the proxy appended, and counts IPv6 by its /64', () => {
    expect(visitorAddress('1.1.1.1, 203.0.113.9', '10.0.0.2', true)).toBe('203.0.113.9')
    expect(visitorAddress('1.1.1.1', '10.0.0.2', false)).toBe('10.0.0.2')
    expect(visitorAddress(undefined, '2001:db8:1:2:3:4:5:6', false)).toBe('2001:db8:1:2::/64')
    expect(visitorAddress(undefined, '2001:db8:1:2:ffff::1', false)).toBe('2001:db8:1:2::/64')
    expect(visitorAddress(undefined, '::ffff:127.0.0.1', false)).toBe('::ffff:127.0.0.1')
  })
})
