import { parseDocument } from 'htmlparser2'
import { selectAll, selectOne } from 'css-select'
import type { Element } from 'domhandler'

/**
 * The fields a browser would post from the first form of `html` (no script involved): hidden and
 * typed values, ticked boxes ('on'), the chosen option. `typed` fills in fields by name (a
 * checkbox is ticked by any value); fields it does not name keep what the markup gives them.
 */
export function postedFields(html: string, typed: Record<string, string> = {}): Record<string, string> {
  const form = selectOne<Element, Element>('form', parseDocument(html).children as Element[])
  if (!form) throw new Error('the markup has no form')
  const fields: Record<string, string> = {}
  for (const element of selectAll<Element, Element>('input, select, textarea', form)) {
    const name = element.attribs.name
    if (!name || element.attribs.disabled !== undefined) continue
    if (element.name === 'select') {
      const chosen = selectOne('option[selected]', element) ?? selectOne('option', element)
      fields[name] = typed[name] ?? chosen?.attribs.value ?? ''
    } else if (element.attribs.type === 'checkbox') {
      if (typed[name] !== undefined || element.attribs.checked !== undefined) fields[name] = element.attribs.value ?? 'on'
    } else {
      fields[name] = typed[name] ?? element.attribs.value ?? ''
    }
  }
  return fields
}

/** The form's attributes (method, action, id…). */
export function formAttributes(html: string): Record<string, string> {
  const form = selectOne('form', parseDocument(html)) as Element | null
  if (!form) throw new Error('the markup has no form')
  return form.attribs
}

/** The attributes of the form's field named `name`. */
export function fieldAttributes(html: string, name: string): Record<string, string> {
  const field = selectOne(`[name="${name}"]`, parseDocument(html)) as Element | null
  if (!field) throw new Error(`the markup has no field named ${name}`)
  return field.attribs
}
