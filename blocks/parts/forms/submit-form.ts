import type { FormKind, FormResult } from '../../../content-schemas/forms.ts'

/** SPEC §9: the loading state lasts at least 200 ms, so that 'Sending...' never flickers. */
export const MIN_LOADING_MS = 200

/**
 * Sends a form's fields to the site's own server, encoded as the browser would post the form
 * (the server reads both the same way), asking for JSON back; any failure to get an answer reads as failed.
 */
export async function submitForm(kind: FormKind, fields: URLSearchParams): Promise<FormResult> {
  const started = Date.now()
  let result: FormResult
  try {
    const response = await fetch(`/api/forms/${kind}`, { method: 'POST', headers: { accept: 'application/json' }, body: fields })
    result = (await response.json()) as FormResult
    if (typeof result?.ok !== 'boolean') throw new Error(`/api/forms/${kind} answered ${response.status} without a result`)
  } catch (error) {
    console.warn(`[forms] ${kind} not sent:`, error instanceof Error ? error.message : error)
    result = { ok: false, status: 'failed' }
  }
  const wait = MIN_LOADING_MS - (Date.now() - started)
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait))
  return result
}
