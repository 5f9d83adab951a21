import { createHash } from 'node:crypto'
import { z } from 'zod'
import { HONEYPOT_FIELD, formSubmissionSchemas, type FormKind } from '../../content-schemas/forms.ts'

/** A form's fields as the browser posts them (urlencoded or multipart): every value a string. */
export type PostedFields = Record<string, string>

type FieldKind = 'checkbox' | 'number' | 'text'

const kindsBySchema = new Map<FormKind, Map<string, FieldKind>>()

/**
 * How each field of a kind's schema reads from a posted form, from the schema itself: a `true`
 * literal or a boolean is a checkbox (sent as 'on' when ticked, absent otherwise), a number is
 * digits, anything else is text.
 */
function fieldKinds(kind: FormKind): Map<string, FieldKind> {
  let kinds = kindsBySchema.get(kind)
  if (!kinds) {
    const json = z.toJSONSchema(formSubmissionSchemas[kind], { io: 'input', unrepresentable: 'any' }) as { properties?: Record<string, { type?: string }> }
    kinds = new Map(
      Object.entries(json.properties ?? {}).map(([name, field]) => [name, field.type === 'boolean' ? 'checkbox' : field.type === 'integer' || field.type === 'number' ? 'number' : 'text']),
    )
    kindsBySchema.set(kind, kinds)
  }
  return kinds
}

/**
 * One id for one filled-in form posted without JavaScript (which has no way to make one): the same
 * fields, posted again the same day (a reload, a second click, the back button), are the same
 * submission, which the outbox stores once. A UUID (version 8, RFC 9562) from their hash.
 */
export function derivedSubmissionId(kind: FormKind, values: Record<string, unknown>, now: number): string {
  const canonical = JSON.stringify(Object.entries(values).sort(([a], [b]) => a.localeCompare(b)))
  const bytes = createHash('sha256').update(`${kind}\n${new Date(now).toISOString().slice(0, 10)}\n${canonical}`).digest()
  bytes[6] = (bytes[6]! & 0x0f) | 0x80
  bytes[8] = (bytes[8]! & 0x3f) | 0x80
  const hex = bytes.subarray(0, 16).toString('hex')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`
}

/**
 * A posted form → the input of its kind's schema (content-schemas/forms.ts), which then checks it
 * as it checks JSON: checkboxes become booleans, numbers numbers, fields the schema does not name
 * are left out. Without a submission id (a post made without JavaScript) one is derived from the fields.
 */
export function submissionInput(kind: FormKind, fields: PostedFields, now: number): Record<string, unknown> {
  const input: Record<string, unknown> = {}
  for (const [name, fieldKind] of fieldKinds(kind)) {
    const value = fields[name]
    if (fieldKind === 'checkbox') input[name] = value !== undefined && value !== ''
    else if (value === undefined) continue
    else input[name] = fieldKind === 'number' && /^\d{1,15}$/.test(value) ? Number(value) : value
  }
  if (input.submissionId === undefined) {
    const { [HONEYPOT_FIELD]: _trap, ...values } = input
    input.submissionId = derivedSubmissionId(kind, values, now)
  }
  return input
}
