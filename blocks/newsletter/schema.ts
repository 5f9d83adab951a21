import { z } from 'zod'
import { safeUrlSchema } from '../../content-schemas/safe-url.ts'
import { DEFAULT_NEWSLETTER_FORM_ID } from '../../content-schemas/forms.ts'

export const newsletterAttrs = z.object({
  /** default: inline; sidebar: needs the privacy and terms checkbox; archive: closes for good after subscribing. */
  variant: z.enum(['default', 'sidebar', 'archive']).default('default'),
  heading: z.string().optional(),
  text: z.string().optional(),
  /** The forms-service form (one per mailing-list audience). */
  formId: z.number().int().positive().default(DEFAULT_NEWSLETTER_FORM_ID),
  privacyHref: safeUrlSchema.default('/privacy-policy/'),
})

export type NewsletterAttrs = z.output<typeof newsletterAttrs>
