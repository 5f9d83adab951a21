import { useRef, useState } from 'react'
import type { FormKind, FormResult } from '../../../content-schemas/forms.ts'
import { useIslandForm } from '../../../renderer/islands/island-form.ts'
import { submitForm } from './submit-form.ts'
import { formValues } from './form-values.ts'

/** SPEC §4: idle → loading ('Sending...') → success or failure; on failure the form stays. */
export type SubmissionState = 'idle' | 'loading' | 'success' | 'failure'

/**
 * One filled-in form is one submission: its id is kept across retries (the server stores it once)
 * and renewed after a success. A form posted without JavaScript starts where the server left it
 * (renderer/islands/island-form.ts).
 */
export function useSubmission(kind: FormKind) {
  const { notice } = useIslandForm()
  const [state, setState] = useState<SubmissionState>(notice?.outcome === 'sent' ? 'success' : notice?.outcome === 'failed' ? 'failure' : 'idle')
  const submissionId = useRef<string | null>(null)
  /** Sends the form's fields as they are now (the hidden field included: empty unless a bot filled it in). */
  async function send(form: HTMLFormElement): Promise<FormResult | null> {
    if (state === 'loading') return null
    submissionId.current ??= crypto.randomUUID()
    const fields = formValues(form).fields()
    fields.set('submissionId', submissionId.current)
    setState('loading')
    const result = await submitForm(kind, fields)
    setState(result.ok ? 'success' : 'failure')
    if (result.ok) submissionId.current = null
    return result
  }
  return { state, send, notice }
}
