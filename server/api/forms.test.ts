import { randomUUID } from 'node:crypto'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { formsApi, FORM_POSTS_PER_MINUTE } from './forms.ts'
import { visitorAddress } from '../http/client-address.ts'
import { createFormService } from '../forms/form-service.ts'
import type { DeliveryOutcome } from '../forms/deliver.ts'
import type { Outbox } from '../forms/outbox.ts'
import { outboxStores, type OutboxStore } from '../../tests/support/outbox-stores.ts'
import { DEFAULT_AUDIENCES, type Audiences } from '../../content-schemas/settings.ts'
import type { Locale } from '../../content-rules/locales.ts'

const stores = outboxStores()

/** The audiences of the settings, each language's own (as a content source may give them). */
const audiencesIn = (lang: Locale): Audiences => ({
  ...DEFAULT_AUDIENCES,
  dokan: { formId: lang === 'es' ? 510101 : 500101, tag: lang === 'es' ? 'dokan (es)' : 'dokan' },
  coupon: { formId: lang === 'es' ? 510106 : 500106, tag: lang === 'es' ? 'cupones' : 'coupons' },
  news: { formId: 500107, tag: 'blog' },
})

/** The forms API over an outbox, a controlled clock, the settings' audiences and an upstream that answers as told. */
function setupOver(
  outbox: Outbox,
  { maxPending, audiences = async (lang) => audiencesIn(lang) }: { maxPending?: number; audiences?: (lang: Locale) => Promise<Audiences> } = {},
) {
  let clock = Date.UTC(2026, 10, 24)
  const delivered: string[] = []
  const submissions: Record<string, unknown>[] = []
  let next: DeliveryOutcome = { outcome: 'delivered', response: { success: true } }
  const forms = createFormService({
    outbox,
    config: {
      formsApiUrl: 'https://forms.test',
      formsApiToken: null,
      mailingListSubscribeUrl: 'https://mail.test/subscribe',
      demoRedirectHosts: ['dokan-demo.wedevs.com'],
    },
    now: () => clock,
    maxPending,
    deliver: async (_kind, submission) => {
      delivered.push(submission.submissionId)
      submissions.push(submission)
      return next
    },
  })
  const api = formsApi(forms, { now: () => clock, audiences })
  const post = (body: unknown, headers: Record<string, string> = { origin: 'http://site.test' }) =>
    api.request('http://site.test/api/forms/newsletter', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    })
  /** A form as a browser posts it by itself (urlencoded, or multipart), from a page of the site. */
  const postForm = (
    kind: string,
    fields: Record<string, string>,
    { multipart = false, headers = {} }: { multipart?: boolean; headers?: Record<string, string> } = {},
  ) => {
    const body = multipart
      ? Object.entries(fields).reduce((data, [name, value]) => (data.append(name, value), data), new FormData())
      : new URLSearchParams(fields)
    return api.request(`http://site.test/api/forms/${kind}`, {
      method: 'POST',
      headers: { origin: 'http://site.test', referer: 'http://site.test/es/dokan/pricing/', accept: 'text/html', ...headers },
      body,
    })
  }
  return {
    api,
    outbox,
    forms,
    delivered,
    submissions,
    post,
    postForm,
    advance: (ms: number) => (clock += ms),
    failNext: () => (next = { outcome: 'retry', error: 'down' }),
  }
}

const subscription = (extra: Record<string, unknown> = {}) => ({ submissionId: randomUUID(), email: 'ana@example.com', ...extra })

describe.each(stores)('forms abuse ($name)', (store: OutboxStore) => {
  const setup = async (options: { maxPending?: number } = {}) => setupOver(await store.open(), options)

  it('refuses a post that does not come from a page of the site (403), and stores nothing', async () => {
    const { post, outbox } = await setup()
    const foreign: Record<string, string>[] = [
      {},
      { origin: 'https://evil.example' },
      { origin: 'null' },
      { referer: 'https://evil.example/site.test/' },
      { origin: 'http://site.test.evil.example' },
    ]
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
    expect([refused.status, refused.headers.get('retry-after'), await refused.json()]).toEqual([
      503,
      '60',
      { error: 'Submissions cannot be taken right now. Please try again later.' },
    ])
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

/** The notice a 303 left in its cookie. */
function noticeOf(response: Response): Record<string, unknown> | null {
  const cookie = response.headers.get('set-cookie')?.match(/site_form_notice=([^;]*)/)?.[1]
  return cookie ? (JSON.parse(Buffer.from(cookie, 'base64url').toString('utf8')) as Record<string, unknown>) : null
}

describe.each(stores)('forms posted without JavaScript ($name)', (store: OutboxStore) => {
  const setup = async () => setupOver(await store.open())
  const demoA = { _form: 'b-2-', formId: '480820', firstName: 'Ana', lastName: '', email: 'ana@example.com', agree: 'on', subject_line: '' }

  it('takes a urlencoded or multipart post through the same schema and outbox, and answers 303 back to the form with the outcome in a cookie', async () => {
    const { postForm, submissions, outbox } = await setup()
    for (const multipart of [false, true]) {
      const response = await postForm('demo-a', { ...demoA, email: multipart ? 'bea@example.com' : 'ana@example.com' }, { multipart })
      expect(response.status).toBe(303)
      expect(response.headers.get('location')).toBe('/es/dokan/pricing/?form-notice=b-2-#form-b-2-')
      expect(response.headers.get('set-cookie')).toMatch(/; Max-Age=120; Path=\/; HttpOnly; SameSite=Lax$/)
      expect(noticeOf(response)).toMatchObject({ form: 'b-2-', kind: 'demo-a', outcome: 'sent', invalid: [] })
    }
    expect(submissions).toMatchObject([
      { formId: 480820, firstName: 'Ana', lastName: '', email: 'ana@example.com', agree: true },
      { formId: 480820, firstName: 'Ana', email: 'bea@example.com', agree: true },
    ])
    expect((await outbox.counts()).delivered).toBe(2)
  })

  it('names the fields it refused and keeps what was typed (but not the hidden field), storing nothing', async () => {
    const { postForm, outbox } = await setup()
    const response = await postForm('demo-a', { ...demoA, email: 'ana@example', agree: '', subject_line: '' })
    expect(response.status).toBe(303)
    expect(noticeOf(response)).toMatchObject({
      outcome: 'invalid',
      invalid: ['email', 'agree'],
      values: { firstName: 'Ana', email: 'ana@example', formId: '480820', agree: '' },
    })
    expect(noticeOf(response)!.values).not.toHaveProperty('subject_line')
    expect(await outbox.counts()).toEqual({ pending: 0, delivered: 0, rejected: 0 })
  })

  it('stores a post sent again (a reload, a second click) once', async () => {
    const { postForm, delivered } = await setup()
    for (let i = 0; i < 3; i++) expect(noticeOf(await postForm('demo-a', demoA))).toMatchObject({ outcome: 'sent' })
    expect(delivered).toHaveLength(1)
    await postForm('demo-a', { ...demoA, firstName: 'Bea' })
    expect(delivered).toHaveLength(2)
  })

  it("follows a demo's redirect prop only to an allow-listed host", async () => {
    const { postForm } = await setup()
    expect(noticeOf(await postForm('demo-a', { ...demoA, _redirect: 'https://dokan-demo.wedevs.com/wp-admin/' }))).toMatchObject({
      redirectTo: 'https://dokan-demo.wedevs.com/wp-admin/',
    })
    expect(noticeOf(await postForm('demo-a', { ...demoA, email: 'b@example.com', _redirect: 'https://evil.example/' }))).not.toHaveProperty('redirectTo')
  })

  it('answers a script that asks for JSON with JSON, and subscribes to the audience of the page it came from', async () => {
    const { postForm, submissions } = await setup()
    const response = await postForm('newsletter', { email: 'ana@example.com', submissionId: randomUUID() }, { headers: { accept: 'application/json' } })
    expect([response.status, await response.json()]).toEqual([200, { ok: true, status: 'delivered' }])
    expect(submissions[0]).toMatchObject({ email: 'ana@example.com', audience: 'dokan', formId: 510101, tag: 'dokan (es)' })
  })

  it('sends back to the home page, without a notice, a post that names no form of its page or comes with a foreign Referer', async () => {
    const { postForm } = await setup()
    const response = await postForm('newsletter', { email: 'ana@example.com' }, { headers: { referer: 'https://evil.example/' } })
    expect([response.status, response.headers.get('location'), response.headers.get('set-cookie')]).toEqual([303, '/', null])
    // A page of the site whose path reads as another host's address is still this site's page.
    const sneaky = await postForm('newsletter', { email: 'ana@example.com', _form: 'b-0-' }, { headers: { referer: 'http://site.test//evil.example/x/' } })
    expect(sneaky.headers.get('location')).toBe('/evil.example/x/?form-notice=b-0-#form-b-0-')
  })

  it('tells a bot it succeeded; tells a visitor over the rate limit it failed, keeping what was typed', async () => {
    const { postForm, delivered } = await setup()
    expect(noticeOf(await postForm('demo-a', { ...demoA, subject_line: 'Cheap pills' }))).toMatchObject({ outcome: 'sent' })
    expect(delivered).toEqual([])
    for (let i = 1; i < FORM_POSTS_PER_MINUTE; i++) await postForm('demo-a', { ...demoA, email: `n${i}@example.com` })
    const limited = await postForm('demo-a', { ...demoA, email: 'last@example.com' })
    expect([limited.status, limited.headers.get('retry-after')]).toEqual([303, '60'])
    expect(noticeOf(limited)).toMatchObject({ outcome: 'failed', values: { email: 'last@example.com' } })
  })
})

describe.each(stores)('newsletter audiences (SPEC §9) ($name)', (store: OutboxStore) => {
  afterEach(() => vi.restoreAllMocks())
  const setup = async (options: { audiences?: (lang: Locale) => Promise<Audiences> } = {}) => setupOver(await store.open(), options)

  /** What the outbox holds of a submission: what it delivers, now or later. */
  const stored = async (outbox: Outbox, submissionId: string) => (await outbox.get(submissionId))?.payload

  it('stores a subscription from /es/dokan/pricing/ with the form and tag of the dokan audience in the Spanish settings', async () => {
    const asked: Locale[] = []
    const { postForm, outbox, submissions } = await setup({ audiences: async (lang) => (asked.push(lang), audiencesIn(lang)) })
    const submissionId = randomUUID()
    const response = await postForm('newsletter', { email: 'ana@example.com', submissionId })
    expect(response.status).toBe(303)
    expect(asked).toEqual(['es'])
    expect(await stored(outbox, submissionId)).toEqual({ submissionId, email: 'ana@example.com', audience: 'dokan', formId: 510101, tag: 'dokan (es)' })
    expect(submissions).toEqual([{ submissionId, email: 'ana@example.com', audience: 'dokan', formId: 510101, tag: 'dokan (es)' }])
  })

  it("takes the audience the block names over the page section's", async () => {
    const { postForm, outbox } = await setup()
    const submissionId = randomUUID()
    await postForm('newsletter', { email: 'ana@example.com', audience: 'coupon', submissionId })
    expect(await stored(outbox, submissionId)).toMatchObject({ audience: 'coupon', formId: 510106, tag: 'cupones' })
    // From a blog post in English, with no audience named: the news audience.
    const fromPost = randomUUID()
    await postForm('newsletter', { email: 'bea@example.com', submissionId: fromPost }, { headers: { referer: 'http://site.test/blog/90101/a-post/' } })
    expect(await stored(outbox, fromPost)).toMatchObject({ audience: 'news', formId: 500107, tag: 'blog' })
  })

  it('lets no post choose the form or the tag: a posted form id or tag is dropped, as form fields or as JSON', async () => {
    const { postForm, post, outbox, submissions } = await setup()
    const asForm = randomUUID()
    await postForm('newsletter', { email: 'ana@example.com', formId: '999999', tag: 'about', submissionId: asForm })
    expect(await stored(outbox, asForm)).toEqual({ submissionId: asForm, email: 'ana@example.com', audience: 'dokan', formId: 510101, tag: 'dokan (es)' })
    const asJson = randomUUID()
    const response = await post(
      { submissionId: asJson, email: 'bea@example.com', formId: 999999, tag: '<b>vip</b>' },
      { origin: 'http://site.test', referer: 'http://site.test/fr/coupons/' },
    )
    expect(response.status).toBe(200)
    expect(await stored(outbox, asJson)).toEqual({ submissionId: asJson, email: 'bea@example.com', audience: 'coupon', formId: 500106, tag: 'coupons' })
    expect(submissions.map((s) => s.formId)).toEqual([510101, 500106])
    // An audience that is none is refused, and nothing is stored.
    const unknown = await post({ submissionId: randomUUID(), email: 'cy@example.com', audience: 'everyone' })
    expect(unknown.status).toBe(400)
    expect((await outbox.counts()).delivered).toBe(2)
  })

  it('keeps the subscription when the settings cannot be read: the default form and tag of its audience, and one line naming the cause', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const { postForm, outbox } = await setup({
      audiences: async () => {
        throw new Error('content source unavailable (503)')
      },
    })
    const submissionId = randomUUID()
    const response = await postForm('newsletter', { email: 'ana@example.com', submissionId }, { headers: { accept: 'application/json' } })
    expect([response.status, await response.json()]).toEqual([200, { ok: true, status: 'delivered' }])
    expect(await stored(outbox, submissionId)).toEqual({ submissionId, email: 'ana@example.com', audience: 'dokan', ...DEFAULT_AUDIENCES.dokan })
    expect(error.mock.calls.map(([line]) => line)).toEqual([
      `[forms] newsletter submission ${submissionId}: the audiences of the settings (es) cannot be read, so the dokan audience's default form and tag are used: content source unavailable (503)`,
    ])
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
