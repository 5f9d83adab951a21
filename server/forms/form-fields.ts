import { createHash } from 'node:crypto'
import { HONEYPOT_FIELD, type FormKind } from '../../content-schemas/forms.ts'
import { postedValues, type PostedFields } from './posted-values.ts'

export type { PostedFields }

/**
 * One id for one filled-in form posted without JavaScript (which has no way to make one): the same
 * fields, posted again the same day (a reload, a second click, the back button), are the same
 * submission, which the outbox stores once. A UUID (version 8, RFC 9562) from their hash.
 */
export function derivedSubmissionId(kind: FormKind, values: Record<string, unknown>, now: number): string {
  const canonical = JSON.stringify(Object.entries(values).sort(([a], [b]) => a.localeCompare(b)))
  const bytes = createHash('sha256')
    .update(`${kind}\n${new Date(now).toISOString().slice(0, 10)}\n${canonical}`)
    .digest()
  bytes[6] = (bytes[6]! & 0x0f) | 0x80
  bytes[8] = (bytes[8]! & 0x3f) | 0x80
  const hex = bytes.subarray(0, 16).toString('hex')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`
}

/**
 * A posted form → the input of its kind's schema (posted-values.ts). Without a submission id (a post
 * made without JavaScript) one is derived from the fields.
 */
export function submissionInput(kind: FormKind, fields: PostedFields, now: number): Record<string, unknown> {
  const input = postedValues(kind, fields)
  if (input.submissionId === undefined) {
    const { [HONEYPOT_FIELD]: _trap, ...values } = input
    input.submissionId = derivedSubmissionId(kind, values, now)
  }
  return input
}
