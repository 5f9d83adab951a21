import { z } from 'zod'
import { safeUrlSchema } from '../../content-schemas/safe-url.ts'
import { AUDIENCE_KEYS, AUDIENCE_LABELS } from '../../content-schemas/settings.ts'

/** The block's audience choices: the page's section's (the server picks it, SPEC §9), or one named. */
export const NEWSLETTER_AUDIENCES = ['section', ...AUDIENCE_KEYS] as const

export const newsletterAttrs = z.object({
  /** default: inline; sidebar: needs the privacy and terms checkbox; archive: closes for good after subscribing. */
  variant: z.enum(['default', 'sidebar', 'archive']).default('default'),
  heading: z.string().optional(),
  text: z.string().optional(),
  /**
   * The mailing-list audience it subscribes to: 'section', the one of the page's section, or one
   * named. Each audience's form and tag are the site settings' (the server's choice, never the page's).
   * A `formId` saved by an earlier version of the block is no attribute any more: it is dropped.
   */
  audience: z
    .enum(NEWSLETTER_AUDIENCES)
    .default('section')
    .meta({ enumLabels: { section: 'By the page’s section', ...AUDIENCE_LABELS } }),
  privacyHref: safeUrlSchema.default('/privacy-policy/'),
})

export type NewsletterAttrs = z.output<typeof newsletterAttrs>
