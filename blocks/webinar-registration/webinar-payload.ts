import type { WebinarRegistrationAttrs } from './schema.ts'

/** What the visitor typed into the registration form. */
export interface WebinarFields {
  webinar: string
  firstName: string
  lastName: string
  email: string
  agree: boolean
}

/** The payload of /api/forms/webinar (content-schemas/forms.ts webinarSubmissionSchema). */
export function webinarPayload(attrs: Pick<WebinarRegistrationAttrs, 'formId'>, fields: WebinarFields): Record<string, unknown> {
  return {
    formId: attrs.formId,
    webinar: fields.webinar,
    first_name: fields.firstName.trim(),
    last_name: fields.lastName.trim(),
    email: fields.email.trim(),
    agree: fields.agree,
  }
}

/** The webinar a link preselects (`?webinar={slug}`), when the form offers it. */
export function preselectedWebinar(search: string, offered: { slug: string }[]): string | undefined {
  const slug = new URLSearchParams(search).get('webinar')
  return offered.find((webinar) => webinar.slug === slug)?.slug
}
