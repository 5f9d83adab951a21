import { useRef, useState } from 'react'
import type { FormKind, FormResult } from '../../content-schemas/forms.ts'
import { submitForm } from './submit-form.ts'
import { HONEYPOT_FIELD } from '../../content-schemas/form-rules.ts'

/** SPEC §4: idle → loading ('Sending...') → success or failure; on failure the form stays. */
export type SubmissionState = 'idle' | 'loading' | 'success' | 'failure'

/**
 * One filled-in form is one submission: its id is kept across retries (the server stores it once)
 * and renewed after a success.
 */
export function useSubmission(kind: FormKind) {
  const [state, setState] = useState<SubmissionState>('idle')
  const submissionId = useRef<string | null>(null)
  /** The form's hidden field (Honeypot.tsx): sent as it is, empty unless a bot filled it in. */
  const honeypot = useRef<HTMLInputElement | null>(null)
  async function send(fields: Record<string, unknown>): Promise<FormResult | null> {
    if (state === 'loading') return null
    submissionId.current ??= crypto.randomUUID()
    setState('loading')
    const trap = honeypot.current?.value
    const result = await submitForm(kind, { ...fields, submissionId: submissionId.current, ...(trap ? { [HONEYPOT_FIELD]: trap } : {}) })
    setState(result.ok ? 'success' : 'failure')
    if (result.ok) submissionId.current = null
    return result
  }
  return { state, send, honeypot }
}
