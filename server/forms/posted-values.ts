import { z } from 'zod'
import { formSubmissionSchemas, type FormKind } from '../../content-schemas/forms.ts'

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
      Object.entries(json.properties ?? {}).map(([name, field]) => [
        name,
        field.type === 'boolean' ? 'checkbox' : field.type === 'integer' || field.type === 'number' ? 'number' : 'text',
      ]),
    )
    kindsBySchema.set(kind, kinds)
  }
  return kinds
}

/**
 * A posted form → the input of its kind's schema (content-schemas/forms.ts), which then checks it
 * as it checks JSON: checkboxes become booleans, numbers numbers, fields the schema does not name
 * are left out. Free of node: the stories show a refused post as the server reads it.
 */
export function postedValues(kind: FormKind, fields: PostedFields): Record<string, unknown> {
  const input: Record<string, unknown> = {}
  for (const [name, fieldKind] of fieldKinds(kind)) {
    const value = fields[name]
    if (fieldKind === 'checkbox') input[name] = value !== undefined && value !== ''
    else if (value === undefined) continue
    else input[name] = fieldKind === 'number' && /^\d{1,15}$/.test(value) ? Number(value) : value
  }
  return input
}
