import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { deliverSubmission } from './deliver.ts'
import type { FormServicesConfig } from './form-services.ts'
import { startStubFormsService, type StubFormsService } from '../../tests/support/stub-forms-service.ts'

/** The stand-in forms / mailing-list service over HTTP: records requests, answers as told. */
let service: StubFormsService
let config: FormServicesConfig

beforeAll(async () => {
  service = await startStubFormsService()
  config = { formsApiUrl: service.url, formsApiToken: 'secret', mailingListSubscribeUrl: `${service.origin}/subscribe`, demoRedirectHosts: [] }
})

afterAll(() => service.close())

const last = () => service.received.at(-1)!

describe('deliverSubmission (SPEC §7 request shapes)', () => {
  it('newsletter: multipart email and tag to forms/{formId}/entries', async () => {
    const result = await deliverSubmission('newsletter', { submissionId: randomUUID(), email: 'ana@example.com', tag: 'dokan', formId: 480946 }, config)
    expect(result.outcome).toBe('delivered')
    expect(last().path).toBe('/api/forms/480946/entries')
    expect(last().type).toMatch(/^multipart\/form-data/)
    expect(last().body).toMatch(/name="email"\r\n\r\nana@example.com/)
    expect(last().body).toMatch(/name="tag"\r\n\r\ndokan/)
    expect(last().authorization).toBe('Bearer secret')
  })

  it("newsletter: an audience's subscription sends its form and tag, not the audience; one stored before audiences (a tag of the old list) is delivered as it was", async () => {
    await deliverSubmission(
      'newsletter',
      { submissionId: randomUUID(), email: 'bea@example.com', audience: 'pm', formId: 480963, tag: 'project manager' },
      config,
    )
    expect(last().path).toBe('/api/forms/480963/entries')
    expect(last().body).toMatch(/name="tag"\r\n\r\nproject manager\r\n/)
    expect(last().body).not.toContain('name="audience"')
    // As the outbox kept it before the audiences (JSON, read back untyped): the SPEC's 'about' tag, the block's form.
    const before = JSON.parse('{"submissionId":"0f8fad5b-d9cb-469f-a165-70867728950e","email":"cy@example.com","tag":"about","formId":480947}') as Parameters<
      typeof deliverSubmission
    >[1]
    expect((await deliverSubmission('newsletter', before, config)).outcome).toBe('delivered')
    expect(last().path).toBe('/api/forms/480947/entries')
    expect(last().body).toMatch(/name="email"\r\n\r\ncy@example.com/)
    expect(last().body).toMatch(/name="tag"\r\n\r\nabout\r\n/)
  })

  it('demo form A: JSON full name and email to the block’s form', async () => {
    await deliverSubmission(
      'demo-a',
      { submissionId: randomUUID(), formId: 4711, firstName: 'Ana', lastName: 'Diaz', email: 'ana@example.com', agree: true },
      config,
    )
    expect(last().path).toBe('/api/forms/4711/entries')
    expect(JSON.parse(last().body)).toEqual({ name_1829303383: 'Ana Diaz', email_8674284572: 'ana@example.com' })
  })

  it('demo form C: name and email_address to form 480150', async () => {
    await deliverSubmission('demo-c', { submissionId: randomUUID(), first_name: 'Lin', last_name: '', email: 'lin@example.com', agree: true }, config)
    expect(last().path).toBe('/api/forms/480150/entries')
    expect(JSON.parse(last().body)).toEqual({ name: 'Lin', email_address: 'lin@example.com' })
  })

  it('webinar: JSON name, email and webinar to the block’s form', async () => {
    const seat = {
      submissionId: randomUUID(),
      formId: 481200,
      webinar: 'scaling-a-marketplace',
      first_name: 'Ana',
      last_name: 'Diaz',
      email: 'ana@example.com',
      agree: true as const,
    }
    expect((await deliverSubmission('webinar', seat, config)).outcome).toBe('delivered')
    expect(last().path).toBe('/api/forms/481200/entries')
    expect(JSON.parse(last().body)).toEqual({ name: 'Ana Diaz', email: 'ana@example.com', webinar: 'scaling-a-marketplace' })
  })

  it('demo form B: its own field names to the mailing-list subscribe endpoint, without the forms token', async () => {
    const fields = {
      first_name: 'Sam',
      last_name: 'Lee',
      email: 'sam@example.com',
      'wemail-phone-number': '+1 555 0100',
      'custom[company]': 'Acme',
      'wemail-country': 'US',
      marketplace_type: 'Multi-vendor | Frontend',
      'custom[agree]': true as const,
      tag: 'dokan-demo',
    }
    await deliverSubmission('demo-b', { submissionId: randomUUID(), ...fields }, config)
    expect(last().path).toBe('/subscribe')
    expect(JSON.parse(last().body)).toEqual(fields)
    expect(last().authorization).toBeUndefined()
  })

  it('classifies failures: 5xx and no answer retry, 4xx and success:false are refused, no service retries', async () => {
    const submission = { submissionId: randomUUID(), email: 'ana@example.com', formId: 1 }
    service.answer = { status: 503, body: '{}' }
    expect(await deliverSubmission('newsletter', submission, config)).toMatchObject({ outcome: 'retry', error: expect.stringContaining('answered 503') })
    service.answer = { status: 400, body: '{"code":"invalid"}' }
    expect(await deliverSubmission('newsletter', submission, config)).toMatchObject({ outcome: 'rejected' })
    service.answer = { status: 200, body: '{"success":false}' }
    expect(await deliverSubmission('newsletter', submission, config)).toMatchObject({ outcome: 'rejected', error: expect.stringContaining('success: true') })
    service.answer = 'up'
    expect(await deliverSubmission('newsletter', submission, { ...config, formsApiUrl: 'http://127.0.0.1:9' })).toMatchObject({ outcome: 'retry' })
    expect(await deliverSubmission('newsletter', submission, { ...config, formsApiUrl: null })).toEqual({
      outcome: 'retry',
      error: 'no forms service is configured (FORMS_API_URL)',
    })
  })
})
