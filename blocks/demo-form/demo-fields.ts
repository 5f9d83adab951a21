import type { DemoFormAttrs } from './schema.ts'
import { FORM_REDIRECT_FIELD } from '../../content-schemas/form-rules.ts'

/** A demo form's visible fields. */
export type DemoField = 'firstName' | 'lastName' | 'email' | 'phone' | 'company' | 'country' | 'agree'

/**
 * Each variant's field names: the names its submission schema has (content-schemas/forms.ts, SPEC §3),
 * so that the form posts, with or without JavaScript, exactly what the server checks and sends on.
 */
export const DEMO_FIELD_NAMES = {
  a: { firstName: 'firstName', lastName: 'lastName', email: 'email', agree: 'agree' },
  b: {
    firstName: 'first_name',
    lastName: 'last_name',
    email: 'email',
    phone: 'wemail-phone-number',
    company: 'custom[company]',
    country: 'wemail-country',
    agree: 'custom[agree]',
  },
  c: { firstName: 'first_name', lastName: 'last_name', email: 'email', agree: 'agree' },
} as const satisfies Record<DemoFormAttrs['variant'], Partial<Record<DemoField, string>>>

/** SPEC §9: marketplace_type is '{category} | Frontend' when a redirect URL exists, otherwise '| Backend'. */
export function marketplaceType(attrs: Pick<DemoFormAttrs, 'redirectUrl' | 'category'>): string {
  return attrs.redirectUrl ? `${attrs.category} | Frontend` : '| Backend'
}

/** What the block itself adds to the visitor's fields, as hidden fields: its form id, form B's category and tag, and its redirect. */
export function demoHiddenFields(attrs: DemoFormAttrs): Record<string, string> {
  const redirect: Record<string, string> = attrs.redirectUrl ? { [FORM_REDIRECT_FIELD]: attrs.redirectUrl } : {}
  switch (attrs.variant) {
    case 'a':
      return { formId: String(attrs.formId), ...redirect }
    case 'b':
      return { marketplace_type: marketplaceType(attrs), tag: attrs.tag, ...redirect }
    case 'c':
      return redirect
  }
}
