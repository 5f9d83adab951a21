import type { FormKind, FormResult } from '../../content-schemas/forms.ts'

/** SPEC §9: the loading state lasts at least 200 ms, so that 'Sending...' never flickers. */
export const MIN_LOADING_MS = 200

/** Sends a form to the site's own server; any failure to get an answer reads as failed. */
export async function submitForm(kind: FormKind, payload: Record<string, unknown>): Promise<FormResult> {
  const started = Date.now()
  let result: FormResult
  try {
    const response = await fetch(`/api/forms/${kind}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(payload),
    })
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
