import { z } from 'zod'
import { safeUrlSchema } from '../../content-schemas/safe-url.ts'
import { webinarSchema } from '../webinar-list/schema.ts'

export const webinarRegistrationAttrs = z.object({
  heading: z.string().optional(),
  text: z.string().optional(),
  /** The forms-service form that takes the registrations. */
  formId: z.number().int().positive(),
  /** The webinars one can register for (those without a recording). */
  webinars: z
    .array(webinarSchema.pick({ slug: true, title: true, startsAt: true }))
    .min(1)
    .max(30),
  privacyHref: safeUrlSchema.default('/privacy-policy/'),
})

export type WebinarRegistrationAttrs = z.output<typeof webinarRegistrationAttrs>
