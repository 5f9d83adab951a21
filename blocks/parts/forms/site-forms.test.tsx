import { describe, expect, it } from 'vitest'
import { createElement } from 'react'
import newsletterDefault from '../../newsletter/fixtures/default.html?raw'
import newsletterSidebar from '../../newsletter/fixtures/sidebar.html?raw'
import newsletterArchive from '../../newsletter/fixtures/archive.html?raw'
import demoA from '../../demo-form/fixtures/a.html?raw'
import demoB from '../../demo-form/fixtures/b.html?raw'
import demoC from '../../demo-form/fixtures/c.html?raw'
import webinarUpcoming from '../../webinar-registration/fixtures/upcoming.html?raw'
import { fixtureAttrs } from '../../markup/fixture-attrs.ts'
import { renderIslandHtml } from '../../../renderer/islands/island-html.ts'
import { pageFactsOf } from '../../../renderer/usePageFacts.ts'
import { englishMessages } from '../../../locales/english.ts'
import { FORM_KEY_FIELD, HONEYPOT_FIELD, formSubmissionSchemas, type FormKind, type FormNotice } from '../../../content-schemas/forms.ts'
import { submissionInput } from '../../../server/forms/form-fields.ts'
import { fieldAttributes, formAttributes, postedFields } from '../../../tests/support/form-markup.ts'
import type { AnyBlockDefinition } from '../../define-block.ts'
import { getBlock } from '../../registry.ts'

const newsletter = getBlock('site/newsletter')!
const demoForm = getBlock('site/demo-form')!
const webinarRegistration = getBlock('site/webinar-registration')!

const facts = pageFactsOf(undefined, { locale: 'en', renderedAt: Date.UTC(2026, 10, 27) })

/** A form block as its island renders it on a page (its key is the island's id, b-0-), optionally with a notice. */
function renderForm(definition: AnyBlockDefinition, fixture: string, notice?: FormNotice): string {
  const element = createElement(definition.Component, { attrs: fixtureAttrs(definition, fixture) })
  return renderIslandHtml({ name: definition.name, id: 'b-0-' }, element, { ...facts, formNotice: notice ?? null }, englishMessages)
}

const person = {
  email: 'ana@example.com',
  firstName: 'Ana',
  first_name: 'Ana',
  last_name: 'Diaz',
  lastName: 'Diaz',
  agree: 'on',
  'custom[agree]': 'on',
  'wemail-country': 'ES',
}

const forms: { name: string; kind: FormKind; definition: AnyBlockDefinition; fixture: string; expected: Record<string, unknown> }[] = [
  { name: 'newsletter', kind: 'newsletter', definition: newsletter, fixture: newsletterDefault, expected: { email: 'ana@example.com' } },
  {
    name: 'newsletter (sidebar)',
    kind: 'newsletter',
    definition: newsletter,
    fixture: newsletterSidebar,
    expected: { email: 'ana@example.com' },
  },
  {
    name: 'newsletter (archive)',
    kind: 'newsletter',
    definition: newsletter,
    fixture: newsletterArchive,
    expected: { email: 'ana@example.com', audience: 'coupon' },
  },
  { name: 'demo form A', kind: 'demo-a', definition: demoForm, fixture: demoA, expected: { formId: 480820, firstName: 'Ana', lastName: 'Diaz', agree: true } },
  {
    name: 'demo form B',
    kind: 'demo-b',
    definition: demoForm,
    fixture: demoB,
    expected: { first_name: 'Ana', 'wemail-country': 'ES', marketplace_type: 'Multi-vendor marketplace | Frontend', tag: 'dokan-demo', 'custom[agree]': true },
  },
  { name: 'demo form C', kind: 'demo-c', definition: demoForm, fixture: demoC, expected: { first_name: 'Ana', last_name: 'Diaz', agree: true } },
  {
    name: 'webinar registration',
    kind: 'webinar',
    definition: webinarRegistration,
    fixture: webinarUpcoming,
    expected: { formId: 481200, webinar: 'launch-a-marketplace-in-a-weekend', first_name: 'Ana', agree: true },
  },
]

describe.each(forms)('$name, as the browser posts it without JavaScript', ({ kind, definition, fixture, expected }) => {
  it(`is a form posting to /api/forms/${kind} with its key, whose named fields its schema accepts`, () => {
    const html = renderForm(definition, fixture)
    expect(formAttributes(html)).toMatchObject({ method: 'post', action: `/api/forms/${kind}`, id: 'form-b-0-' })
    const fields = postedFields(html, person)
    expect(fields).toMatchObject({ [FORM_KEY_FIELD]: 'b-0-', [HONEYPOT_FIELD]: '' })
    const parsed = formSubmissionSchemas[kind].safeParse(submissionInput(kind, fields, Date.UTC(2026, 10, 27)))
    expect(parsed.error).toBeUndefined()
    expect(parsed.data).toMatchObject(expected)
  })

  it('shows what the server refused, with what was typed', () => {
    const typed = { ...person, email: 'ana@example' }
    const html = renderForm(definition, fixture, { form: 'b-0-', kind, outcome: 'invalid', values: typed, invalid: ['email'] })
    expect(fieldAttributes(html, 'email')).toMatchObject({ value: 'ana@example', 'aria-invalid': 'true' })
    expect(html).toMatch(kind === 'newsletter' ? /Is that an email\?/ : /role="alert">Please check these fields: Email address\.</)
    if (kind !== 'newsletter') expect(fieldAttributes(html, kind === 'demo-a' ? 'firstName' : 'first_name')).toMatchObject({ value: 'Ana' })
  })

  it('shows the SPEC success or failure text after a post', () => {
    expect(renderForm(definition, fixture, { form: 'b-0-', kind, outcome: 'sent', values: {}, invalid: [] })).toContain('role="status"')
    expect(renderForm(definition, fixture, { form: 'b-0-', kind, outcome: 'failed', values: person, invalid: [] })).toContain(
      'Something went wrong! Please try again.',
    )
  })
})
