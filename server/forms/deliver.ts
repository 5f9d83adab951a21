import { ofetch, FetchError } from 'ofetch'
import { formServiceResponseSchema, type FormEntry, type FormKind } from '../../content-schemas/forms.ts'
import type { FormServicesConfig } from './form-services.ts'

/** SPEC §7: the project manager demo form (form C), which its submissions do not name. */
export const PROJECT_MANAGER_DEMO_FORM_ID = 480150

export type DeliveryOutcome =
  | { outcome: 'delivered'; response: unknown }
  /** The service could not be reached or failed (5xx, timeout): try again later. */
  | { outcome: 'retry'; error: string }
  /** The service refused it (4xx, or success not true): retrying would not help. */
  | { outcome: 'rejected'; error: string }

interface UpstreamRequest {
  url: string
  body: FormData | Record<string, unknown>
}

/** SPEC §7: the request each form makes, or why it cannot be made yet. */
function upstreamRequest(kind: FormKind, submission: FormEntry, config: FormServicesConfig): UpstreamRequest | string {
  const forms = config.formsApiUrl
  switch (kind) {
    case 'newsletter': {
      const s = submission as FormEntry<'newsletter'>
      if (!forms) return 'no forms service is configured (FORMS_API_URL)'
      const body = new FormData()
      body.set('email', s.email)
      if (s.tag) body.set('tag', s.tag)
      return { url: `${forms}/forms/${s.formId}/entries`, body }
    }
    case 'demo-a': {
      const s = submission as FormEntry<'demo-a'>
      if (!forms) return 'no forms service is configured (FORMS_API_URL)'
      const name = [s.firstName, s.lastName].filter(Boolean).join(' ')
      return { url: `${forms}/forms/${s.formId}/entries`, body: { name_1829303383: name, email_8674284572: s.email } }
    }
    case 'demo-c': {
      const s = submission as FormEntry<'demo-c'>
      if (!forms) return 'no forms service is configured (FORMS_API_URL)'
      const name = [s.first_name, s.last_name].filter(Boolean).join(' ')
      return { url: `${forms}/forms/${PROJECT_MANAGER_DEMO_FORM_ID}/entries`, body: { name, email_address: s.email } }
    }
    case 'webinar': {
      const s = submission as FormEntry<'webinar'>
      if (!forms) return 'no forms service is configured (FORMS_API_URL)'
      const name = [s.first_name, s.last_name].filter(Boolean).join(' ')
      return { url: `${forms}/forms/${s.formId}/entries`, body: { name, email: s.email, webinar: s.webinar } }
    }
    case 'demo-b': {
      const { submissionId: _id, ...fields } = submission as FormEntry<'demo-b'>
      if (!config.mailingListSubscribeUrl) return 'no mailing-list service is configured (MAILING_LIST_SUBSCRIBE_URL)'
      return { url: config.mailingListSubscribeUrl, body: fields }
    }
  }
}

/** Sends one submission to its service and classifies the answer. */
export async function deliverSubmission(kind: FormKind, submission: FormEntry, config: FormServicesConfig, timeoutMs = 8000): Promise<DeliveryOutcome> {
  const request = upstreamRequest(kind, submission, config)
  if (typeof request === 'string') return { outcome: 'retry', error: request }
  let answer: unknown
  try {
    answer = await ofetch(request.url, {
      method: 'POST',
      body: request.body,
      headers: {
        // One key per submission, the same on every attempt: a service that keeps keys takes a
        // submission once even when an attempt's answer was lost (a crash, a timeout) and it is sent again.
        'Idempotency-Key': submission.submissionId,
        ...(config.formsApiToken && kind !== 'demo-b' ? { authorization: `Bearer ${config.formsApiToken}` } : {}),
      },
      timeout: timeoutMs,
      retry: 0,
    })
  } catch (error) {
    if (error instanceof FetchError && error.statusCode && error.statusCode >= 400 && error.statusCode < 500 && error.statusCode !== 429) {
      return { outcome: 'rejected', error: `${request.url} answered ${error.statusCode}` }
    }
    const reason =
      error instanceof FetchError && error.statusCode ? `answered ${error.statusCode}` : `no answer (${error instanceof Error ? error.message : String(error)})`
    return { outcome: 'retry', error: `${request.url} ${reason}` }
  }
  // The forms service must say success: true (SPEC §7); the mailing-list endpoint's answer is not read.
  if (kind !== 'demo-b') {
    const parsed = formServiceResponseSchema.safeParse(answer)
    if (!parsed.success || parsed.data.success !== true) {
      return { outcome: 'rejected', error: `${request.url} did not answer success: true` }
    }
  }
  return { outcome: 'delivered', response: answer }
}
