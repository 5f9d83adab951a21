import type { DemoFormAttrs } from './schema.ts'

/** What the visitor typed into a demo form. */
export interface DemoFields {
  firstName: string
  lastName: string
  email: string
  phone: string
  company: string
  country: string
  agree: boolean
}

/** SPEC §9: marketplace_type is '{category} | Frontend' when a redirect URL exists, otherwise '| Backend'. */
export function marketplaceType(attrs: Pick<DemoFormAttrs, 'redirectUrl' | 'category'>): string {
  return attrs.redirectUrl ? `${attrs.category} | Frontend` : '| Backend'
}

/** The payload each variant sends to /api/forms/demo-{a,b,c} (SPEC §3 field names). */
export function demoPayload(attrs: DemoFormAttrs, fields: DemoFields): Record<string, unknown> {
  const trim = (value: string) => value.trim()
  switch (attrs.variant) {
    case 'a':
      return { formId: attrs.formId, firstName: trim(fields.firstName), lastName: trim(fields.lastName), email: trim(fields.email), agree: fields.agree }
    case 'c':
      return { first_name: trim(fields.firstName), last_name: trim(fields.lastName), email: trim(fields.email), agree: fields.agree }
    case 'b':
      return {
        first_name: trim(fields.firstName),
        last_name: trim(fields.lastName),
        email: trim(fields.email),
        'wemail-phone-number': trim(fields.phone),
        'custom[company]': trim(fields.company),
        'wemail-country': fields.country,
        marketplace_type: marketplaceType(attrs),
        'custom[agree]': fields.agree,
        tag: attrs.tag,
      }
  }
}
