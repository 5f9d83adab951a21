import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { startSite, type SiteServer } from '../support/site-server.ts'
import { freePort } from '../support/ports.ts'
import { startStubFormsService, type StubFormsService } from '../support/stub-forms-service.ts'
import { crawlOnce, sitemapUrls } from '../support/site-crawl.ts'
import { SIGNATURE_HEADER, signRequest, signToken } from '../../server/authoring/signatures.ts'

/**
 * The production server's output under a crawl, form posts and authoring requests: every line is
 * a JSON object with a level, a time and a message; a request's id is the same in its line and its
 * answer; and no line shows what a visitor typed (email, name) or a token or secret.
 */
const SECRETS = {
  PREVIEW_SECRET: `preview-${randomUUID()}`,
  PURGE_SECRET: `purge-${randomUUID()}`,
  FORMS_API_TOKEN: `forms-token-${randomUUID()}`,
  METRICS_TOKEN: `metrics-${randomUUID()}`,
}
/** What visitors type: none of it may reach a log line. */
const VISITOR = { firstName: 'Zenobia', lastName: 'Quillfeather', email: `zenobia.q-${randomUUID().slice(0, 8)}@example.com`, phone: '+880 1711 555 019' }

let site: SiteServer
let forms: StubFormsService
const previewToken = signToken(SECRETS.PREVIEW_SECRET, { use: 'block-preview', exp: Math.floor(Date.now() / 1000) + 3600 })

beforeAll(async () => {
  forms = await startStubFormsService()
  site = await startSite({
    ...SECRETS,
    LOG_LEVEL: 'debug',
    FORMS_API_URL: forms.url,
    // Demo form B's service does not answer: its lead is kept and retried, which is logged.
    MAILING_LIST_SUBSCRIBE_URL: `http://127.0.0.1:${await freePort()}/subscribe`,
    FORMS_RETRY_BASE_MS: '200',
    FORMS_POSTS_PER_MINUTE: '1000',
    EDITOR_ORIGIN: 'http://wp-admin.example',
  })
  const urls = await sitemapUrls(site.url)
  // An even sample of every sitemap's paths.
  await crawlOnce(
    site.url,
    urls.filter((_, i) => i % 20 === 0),
  )

  const post = (kind: string, body: object) =>
    fetch(`${site.url}/api/forms/${kind}`, {
      method: 'POST',
      headers: { origin: site.url, 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ submissionId: randomUUID(), ...body }),
    })
  const { firstName, lastName, email, phone } = VISITOR
  expect((await post('newsletter', { email })).status).toBeLessThan(300)
  expect((await post('demo-a', { formId: 480150, firstName, lastName, email, agree: true })).status).toBeLessThan(300)
  const demoB = {
    first_name: firstName,
    last_name: lastName,
    email,
    'wemail-phone-number': phone,
    'custom[company]': 'Quillfeather Imports',
    'wemail-country': 'BD',
    marketplace_type: 'Multi-vendor | Backend',
    'custom[agree]': true,
  }
  // A demo request needs its service's answer now: the visitor is told to try again (502), the lead is kept.
  expect((await post('demo-b', demoB)).status).toBe(502)
  // An invalid post (its email) and one from another site: refused, and said so.
  expect((await post('newsletter', { email: `${firstName} at home` })).status).toBe(400)
  expect((await fetch(`${site.url}/api/forms/newsletter`, { method: 'POST', headers: { origin: 'https://evil.example' }, body: '{}' })).status).toBe(403)

  // Authoring: a block preview with its access, one with a forged token, a change notice and its replay.
  const preview = (authorization: string) =>
    fetch(`${site.url}/api/preview/block`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization },
      body: JSON.stringify({ name: 'core/paragraph', attributes: {}, innerHTML: `<p>${email}</p>`, lang: 'en' }),
    })
  await preview(`Bearer ${previewToken}`)
  await preview(`Bearer ${signToken('not-the-secret', { use: 'block-preview', exp: 1 })}`)
  const body = JSON.stringify({ changes: [{ kind: 'item', type: 'pages', id: 12, slugs: ['pricing'] }] })
  const notice = { method: 'POST', headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signRequest(SECRETS.PURGE_SECRET, body) }, body }
  expect((await fetch(`${site.url}/api/content-changed`, notice)).status).toBe(200)
  expect((await fetch(`${site.url}/api/content-changed`, notice)).status).toBe(409)
  // Metrics, with and without the token.
  await fetch(`${site.url}/metrics`, { headers: { authorization: `Bearer ${SECRETS.METRICS_TOKEN}` } })
  await fetch(`${site.url}/metrics`, { headers: { authorization: 'Bearer wrong' } })
  // Demo form B's lead is retried at least once (its service never answers).
  await vi.waitFor(() => expect(site.logs().match(/demo-b submission \S+ not delivered/g)?.length ?? 0).toBeGreaterThanOrEqual(2), { timeout: 10_000 })
}, 120_000)

afterAll(async () => {
  await site?.stop()
  await forms?.close()
})

const lines = () =>
  site
    .logs()
    .split('\n')
    .filter((line) => line !== '')

describe('the server log', () => {
  it('is one JSON object a line, each with a level, an ISO time and a message', () => {
    const all = lines()
    expect(all.length).toBeGreaterThan(100)
    for (const line of all) {
      const parsed = JSON.parse(line) as Record<string, unknown>
      expect(['trace', 'debug', 'info', 'warn', 'error', 'fatal'], line).toContain(parsed.level)
      expect(new Date(String(parsed.time)).toISOString(), line).toBe(parsed.time)
      expect(typeof parsed.message, line).toBe('string')
    }
  })

  it('logs each page request at debug, and the id of a request in its line and its answer', async () => {
    const answer = await fetch(`${site.url}/about/`, { headers: { 'x-request-id': 'probe-42.a' } })
    expect(answer.headers.get('x-request-id')).toBe('probe-42.a')
    const made = await fetch(`${site.url}/about/`, { headers: { 'x-request-id': 'not valid!' } })
    const madeId = made.headers.get('x-request-id')!
    expect(madeId).toMatch(/^[0-9a-f-]{36}$/)
    const requests = () => lines().map((line) => JSON.parse(line) as Record<string, unknown>)
    await expect.poll(() => requests().some((line) => line.requestId === madeId)).toBe(true)
    expect(requests().find((line) => line.requestId === 'probe-42.a')).toMatchObject({
      level: 'debug',
      message: 'request',
      method: 'GET',
      path: '/about/',
      status: 200,
    })
    expect(requests().filter((line) => line.message === 'request').length).toBeGreaterThan(100)
  })

  it('says what went wrong at warn or error, naming the part', () => {
    const parsed = lines().map((line) => JSON.parse(line) as Record<string, unknown>)
    expect(parsed.find((line) => String(line.message).includes('demo-b submission'))).toMatchObject({ level: 'error', component: 'forms' })
    expect(parsed.find((line) => String(line.message).includes('a replay'))).toMatchObject({ level: 'warn', component: 'change notice' })
  })

  it('shows no email address, name, phone number, token or secret', () => {
    const log = site.logs()
    expect(log).toContain('demo-b submission') // the posts were logged about
    for (const leaked of [...Object.values(VISITOR), ...Object.values(SECRETS), previewToken, 'Quillfeather']) {
      expect(log, leaked).not.toContain(leaked)
    }
    expect(log).not.toMatch(/[\w.+-]+@[\w-]+\.[\w.-]+/)
  })
})
